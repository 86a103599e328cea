import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { benchEngine, type EngineFigures } from './engine-bench.js';

// `pnpm bench`: the engine figures per variant (medians), against the targets.
const GENERATE_TARGET = 1_000_000;
const APPLY_UNDO_TARGET = 5_000_000;

const registry = createBuiltinRegistry();
const USAGE = `usage: pnpm bench [<variant>]   the engine's figures, every variant or one (${registry.ids().join(', ')})
       pnpm bench solver | soundness | element | element-ab | element-trace | cascade-trace | hint | hint-follow | stuck-move | soak [options]
docs/benchmarks.md and docs/solver.md say what each measures and its options`;
const SECTIONS = ['solver', 'soundness', 'element', 'element-ab', 'element-trace', 'cascade-trace', 'hint', 'hint-follow', 'stuck-move', 'soak'];
if (process.argv[2] === '--help' || process.argv[2] === '-h') {
  console.log(USAGE);
  process.exit(0);
}
// A mistyped section or variant: say so before any figure is measured, not with a stack trace after.
if (process.argv[2] !== undefined && !SECTIONS.includes(process.argv[2]) && !registry.ids().includes(process.argv[2])) {
  console.error(`pnpm bench: no section or variant "${process.argv[2]}"\n${USAGE}`);
  process.exit(2);
}
// Each section's module is imported only when that section runs: the browser benches load
// Playwright, which slows the solver's search when loaded beside it (docs/solver.md).
// `pnpm bench solver …`: the solver figures instead (solver-bench.ts); the engine stays the default.
if (process.argv[2] === 'solver') {
  const { runSolverBench } = await import('./solver-bench.js');
  await runSolverBench(process.argv.slice(3), (id) => registry.loadVariant(id), registry.ids());
  process.exit(0);
}
// `pnpm bench soundness`: the solver's verdicts against a plain exhaustive search (soundness-bench.ts).
if (process.argv[2] === 'soundness') {
  const { runSoundnessBench } = await import('./soundness-bench.js');
  process.exit(await runSoundnessBench(process.argv.slice(3), (id) => registry.loadVariant(id), registry.ids()));
}
// `pnpm bench element`: the element's figures in headless Chromium (element-bench.ts).
// Not part of the default run: it needs the built app and a browser, the engine figures need neither.
if (process.argv[2] === 'element') {
  const { runElementBench } = await import('./element-bench.js');
  await runElementBench();
  process.exit();
}
// `pnpm bench element-ab <build A> <build B> [runs]`: two builds of the app's cold first load, interleaved (element-ab.ts).
if (process.argv[2] === 'element-ab') {
  const { runElementAb } = await import('./element-ab.js');
  process.exit(await runElementAb(process.argv.slice(3)));
}
// `pnpm bench element-trace [runs] [path]`: where a cold first load's time goes, from Chromium traces (element-trace.ts).
if (process.argv[2] === 'element-trace') {
  const { runElementTrace } = await import('./element-trace.js');
  await runElementTrace(process.argv.slice(3));
  process.exit();
}
// `pnpm bench cascade-trace [runs] [with-load]`: what the element bench's move + autoplay cascade task holds, from Chromium traces (cascade-trace.ts).
if (process.argv[2] === 'cascade-trace') {
  const { runCascadeTrace } = await import('./cascade-trace.js');
  await runCascadeTrace(process.argv.slice(3));
  process.exit();
}
// `pnpm bench hint`: the browser hint figure over the built standalone element (hint-bench.ts).
if (process.argv[2] === 'hint') {
  const { runHintBench } = await import('./hint-bench.js');
  await runHintBench(process.argv.slice(3), (id) => registry.loadVariant(id), registry.ids());
  process.exit();
}
// `pnpm bench hint-follow`: a player who takes every best-guess hint, in Node (hint-follow-bench.ts).
if (process.argv[2] === 'hint-follow') {
  const { runHintFollowBench } = await import('./hint-follow-bench.js');
  runHintFollowBench(process.argv.slice(3), await Promise.all(registry.ids().map((id) => registry.loadVariant(id))));
  process.exit();
}
// `pnpm bench stuck-move`: the costliest moves of hint-following games, in Node and in the browser (stuck-move-bench.ts).
if (process.argv[2] === 'stuck-move') {
  const { runStuckMoveBench } = await import('./stuck-move-bench.js');
  await runStuckMoveBench(process.argv.slice(3), await Promise.all(registry.ids().map((id) => registry.loadVariant(id))));
  process.exit();
}
// `pnpm bench soak`: memory and workers over 10,000 games and 1,000 element cycles (soak-bench.ts). Not in CI.
if (process.argv[2] === 'soak') {
  const { runSoakBench } = await import('./soak-bench.js');
  await runSoakBench(await Promise.all(registry.ids().map((id) => registry.loadVariant(id))));
  process.exit();
}
const only = process.argv[2];
const ids = only ? [only] : registry.ids();
const format = (n: number) => Math.round(n).toLocaleString('en-US').padStart(12);
const verdict = (value: number, target: number) => (value >= target ? 'ok ' : 'LOW');

console.log(
  `Engine, one core, medians over repeated sweeps (targets: generate ≥ ${GENERATE_TARGET.toLocaleString('en-US')} positions/s, apply+undo ≥ ${APPLY_UNDO_TARGET.toLocaleString('en-US')} moves/s)`,
);
console.log(
  `${'variant'.padEnd(15)} ${'positions'.padStart(9)} ${'generate/s'.padStart(12)}     ${'apply+undo/s'.padStart(12)}     ${'scan/s'.padStart(12)} ${'generate÷scan'.padStart(13)}`,
);
const all: EngineFigures[] = [];
for (const id of ids) {
  const figures = await benchEngine(await registry.loadVariant(id));
  all.push(figures);
  console.log(
    `${id.padEnd(15)} ${String(figures.positions).padStart(9)} ${format(figures.generatePerSecond)} ${verdict(figures.generatePerSecond, GENERATE_TARGET)} ${format(figures.applyUndoPerSecond)} ${verdict(figures.applyUndoPerSecond, APPLY_UNDO_TARGET)} ${format(figures.scanPerSecond)} ${(figures.generatePerSecond / figures.scanPerSecond).toFixed(3).padStart(13)}`,
  );
}
const lowest = (pick: (f: EngineFigures) => number) => Math.min(...all.map(pick));
console.log(
  `lowest: generate ${format(lowest((f) => f.generatePerSecond)).trim()} positions/s, apply+undo ${format(lowest((f) => f.applyUndoPerSecond)).trim()} moves/s`,
);
