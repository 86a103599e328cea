import { GameSession, GameStatus, formatMove, type Move, type VariantPlugin } from '@forty-thieves/core';
import { renderBoard } from './board-text.js';
import { PLAY_COMMANDS } from './help.js';
import { PLAIN, type CardPainter } from './colour.js';
import { readLines, writeText, type CliStreams } from './io.js';

export interface PlayLoopOptions extends CliStreams {
  readonly game: GameSession;
  /**
   * A person at a terminal: show a prompt and let readline edit lines. Otherwise (piped input)
   * each command is echoed after `> ` so the output reads as a transcript.
   */
  readonly interactive?: boolean;
  /** Colours for the board's cards (a terminal that wants them); plain text by default. */
  readonly paint?: CardPainter;
}

/** The game `play` deals: like the element's, with both conveniences on. */
export function playSession(plugin: VariantPlugin, deal: number): GameSession {
  return GameSession.deal(plugin, deal, { autoplay: true, supermove: true });
}

const HINT = 'Type a move (c3-f0, c3-c5x3, w-c2, draw, redeal), h for the legal moves, u undo, r redo, ? help, q quit.';
const PROMPT = '> ';

function texts(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

function title(game: GameSession): string {
  const deal = game.deal === null ? 'a loaded position' : `deal ${game.deal}`;
  return `${game.plugin.name} · ${deal} · ${game.moveCount} move${game.moveCount === 1 ? '' : 's'}`;
}

function board(game: GameSession, paint: CardPainter): string {
  return `\n${renderBoard(game.position(), title(game), paint)}\n\n`;
}

/** What the player should hear about the game's state after a change, if anything. */
function statusNews(game: GameSession): string {
  switch (game.status()) {
    case GameStatus.Won:
      return `You won! All eight foundations are complete, in ${game.moveCount} moves.\n`;
    case GameStatus.Stuck:
      return 'Stuck: no useful move is left. Type u to undo, restart to start over, or q to quit.\n';
    default:
      return '';
  }
}

/** One command of the player, answered as text; `quit` when the player asked to stop. */
function respond(game: GameSession, command: string, paint: CardPainter): { text: string; quit?: boolean } {
  switch (command.toLowerCase()) {
    case '':
      return { text: '' };
    case 'q':
    case 'quit':
    case 'exit':
      return { text: 'Bye.\n', quit: true };
    case '?':
    case 'help':
      return { text: PLAY_COMMANDS };
    case 'b':
    case 'board':
      return { text: board(game, paint) };
    case 'h':
    case 'hint':
    case 'moves': {
      const moves = game.legalMoves();
      return { text: moves.length === 0 ? 'No legal moves.\n' : `Legal moves (${moves.length}): ${texts(moves)}\n` };
    }
    case 'u':
    case 'undo':
      return { text: game.undo() ? `Undone.\n${board(game, paint)}` : 'Nothing to undo.\n' };
    case 'r':
    case 'redo':
      return { text: game.redo() ? `Redone.\n${board(game, paint)}${statusNews(game)}` : 'Nothing to redo.\n' };
    case 'restart':
      game.restart();
      return { text: `Back to the start; r redoes the moves.\n${board(game, paint)}` };
    default:
      return playMove(game, command, paint);
  }
}

function playMove(game: GameSession, text: string, paint: CardPainter): { text: string; quit?: boolean } {
  const result = game.play(text);
  if (!result.ok) return { text: `Illegal move: ${result.reason}\n` };
  // A supermove is made as single moves; the player should see what their move became.
  const played = result.moves.length === 1 ? texts(result.moves) : `${text} (as ${texts(result.moves)})`;
  const auto = result.autoplayed.length > 0 ? `Autoplay: ${texts(result.autoplayed)}\n` : '';
  return { text: `Played ${played}\n${auto}${board(game, paint)}${statusNews(game)}` };
}

/**
 * The terminal game: shows the board, reads one command per line and answers it, until the
 * player quits or wins, or the input ends. What the session's opening autoplay sent home at the
 * deal (an Ace dealt on top of a column) is shown first; it is part of the deal, not a move to undo.
 */
export async function runPlay(options: PlayLoopOptions): Promise<void> {
  const { game, input, output, interactive = false, paint = PLAIN } = options;
  const say = (text: string) => writeText(output, text);
  const opening = game.opening();
  await say(`${HINT}\n${opening.length > 0 ? `Autoplay: ${texts(opening)}\n` : ''}${board(game, paint)}${statusNews(game)}`);
  if (game.status() === GameStatus.Won) return;

  const lines = readLines(input, interactive ? output : undefined);
  try {
    if (interactive) lines.setPrompt(PROMPT);
    if (interactive) lines.prompt();
    for await (const line of lines) {
      if (!interactive && line.trim() !== '') await say(`${PROMPT}${line.trim()}\n`);
      const answer = respond(game, line.trim(), paint);
      await say(answer.text);
      // A won game has nothing left to play.
      if (answer.quit === true || game.status() === GameStatus.Won) return;
      if (interactive) lines.prompt();
    }
  } finally {
    lines.close();
  }
}
