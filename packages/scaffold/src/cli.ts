import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILTINS_MANIFEST } from './builtin-line.js';
import { ScaffoldError, newVariant } from './new-variant.js';

// `pnpm new-variant <id> [--builtin] [--into <folder>] [--no-install]`, run from the repository root.
const root = process.cwd();
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { into: { type: 'string' }, builtin: { type: 'boolean' }, 'no-install': { type: 'boolean' } },
  });
  if (positionals.length > 1) throw new ScaffoldError(`new-variant takes one id, got ${positionals.join(' ')}`);
  const builtin = values.builtin === true;
  const dir = await newVariant(positionals[0], { root, builtin, ...(values.into === undefined ? {} : { into: values.into }) });
  const where = relative(root, dir);
  const id = where.split('/').at(-1) ?? '';
  console.log(`Created ${where}: a playable variant plugin (Forty Thieves rules to start from).`);
  if (builtin) console.log(`Made it a built-in: its line in ${BUILTINS_MANIFEST}, and builtin-variants' src/builtins.ts written again from it.`);
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
      ...(builtin
        ? [
            'As a built-in it also needs, outside its package, only its row and rules in docs/rules.md (the rule book,',
            `which the property tests read), and in its package its words: ${where}/src/words/<language>.json (docs/localization.md).`,
          ]
        : []),
    ].join('\n'),
  );
} catch (error) {
  console.error(`new-variant: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
