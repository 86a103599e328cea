import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ScaffoldError, newVariant } from './new-variant.js';

// `pnpm new-variant <id> [--into <folder>] [--no-install]`, run from the repository root.
const root = process.cwd();
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { into: { type: 'string' }, 'no-install': { type: 'boolean' } },
  });
  if (positionals.length > 1) throw new ScaffoldError(`new-variant takes one id, got ${positionals.join(' ')}`);
  const dir = await newVariant(positionals[0], { root, ...(values.into === undefined ? {} : { into: values.into }) });
  const where = relative(root, dir);
  const id = where.split('/').at(-1) ?? '';
  console.log(`Created ${where}: a playable variant plugin (Forty Thieves rules to start from).`);
  // Links @forty-thieves/core into the new package, so it builds and tests at once.
  if (values['no-install'] !== true) spawnSync('pnpm', ['install'], { stdio: 'inherit', cwd: root });
  const filter = `pnpm --filter @forty-thieves/variant-${id}`;
  console.log(
    [
      '',
      'Next:',
      `  ${filter} test    the test kit and your own tests`,
      `  ${filter} build   dist/ for apps and the CLI`,
      `  pnpm build && pnpm forty-thieves play --plugin ${where}`,
      `Edit ${where}/src/index.ts to your rules; docs/writing-a-variant.md explains every field.`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`new-variant: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
