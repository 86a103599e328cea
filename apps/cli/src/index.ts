import { main } from './main.js';

// EPIPE: the reader went away (`forty-thieves deal maria | head -3`); nothing left to say.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  process.exit(error.code === 'EPIPE' ? 0 : 1);
});

const code = await main(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
// Exit explicitly once stdout has drained: a caller may keep our stdin open after `quit`, and an
// open stdin would keep the process alive.
process.stdout.write('', () => process.exit(code));
