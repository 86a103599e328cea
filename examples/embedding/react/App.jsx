import { useState } from 'react';
import '@forty-thieves/element/define';

export function App() {
  const [moves, setMoves] = useState(0);
  return (
    <>
      <forty-thieves variant="maria" deal={42} onft-move={(event) => setMoves(event.detail.moveCount)} />
      <p>Moves: {moves}</p>
    </>
  );
}
