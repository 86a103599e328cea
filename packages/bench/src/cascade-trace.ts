import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium, type BrowserContext } from 'playwright';
import { recordTrace, type TraceEvent } from './cdp-trace.js';
import { CASCADE_MARK, cascadeLongestTask, openBoard } from './element-play.js';

/**
 * `pnpm bench cascade-trace [runs] [with-load]`: what the task of `pnpm bench element`'s move +
 * autoplay cascade holds. Each run opens the play app as that bench does, records a Chromium trace
 * (CDP Tracing) around cascadeLongestTask and prints the page's main-thread tasks from the one
 * holding the move (marked CASCADE_MARK) to the end of the animations: wall and thread (CPU) time,
 * style, layout, paint and garbage collection in each, and the script function that forced each
 * style or layout update inside the move's task (its place in the built file: line and column). `with-load` makes the move in the task that loaded
 * the position, as the bench did before. Tracing slows the page a little.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const APP = join(ROOT, 'apps/play/dist');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'disabled-by-default-devtools.timeline.stack',
];

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const ms = (us: number | undefined): number => (us ?? 0) / 1000;

async function traceCascade(context: BrowserContext, origin: string, withLoad: boolean): Promise<{ events: TraceEvent[]; longest: number }> {
  const page = await openBoard(context, origin);
  try {
    // The bench drags for a while before this move: the later chunk, the language and the solver's
    // first check are in by then, and their tasks are not the move's.
    await page.evaluate(() => (document.querySelector('forty-thieves') as HTMLElement & { ready: Promise<void> }).ready);
    await page.waitForTimeout(1000);
    const { events, result } = await recordTrace(context, page, CATEGORIES, () => cascadeLongestTask(page, withLoad));
    return { events, longest: result.longest };
  } finally {
    await page.close();
  }
}

/** Prints the tasks from the move's to the end of its animations; gives the move's task's wall and CPU time. */
function summarise(events: TraceEvent[]): { wall: number; cpu: number } {
  const mark = events.find((e) => e.name === CASCADE_MARK);
  if (!mark) throw new Error(`the trace has no ${CASCADE_MARK}`);
  const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid)?.tid ?? mark.tid;
  const own = events.filter((e) => e.pid === mark.pid && e.tid === mainTid && e.ph === 'X');
  const tasks = own.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const move = tasks.find((task) => task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0));
  if (!move) throw new Error('no task holds the move');
  const at = (ts: number) =>
    ms(ts - mark.ts)
      .toFixed(1)
      .padStart(6);
  const kinds: [string, RegExp][] = [
    ['style', /^UpdateLayoutTree$/],
    ['layout', /^Layout$/],
    ['paint', /^(Paint|PrePaint|Layerize|Commit)$/],
    ['gc', /^(MinorGC|MajorGC)$/],
  ];
  for (const task of tasks.filter((t) => t.ts >= move.ts && t.ts <= mark.ts + 600_000 && (t.dur ?? 0) >= 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const did = kinds.map(
      ([kind, pattern]) => `${kind} ${ms(inside.filter((e) => pattern.test(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0)).toFixed(1)}`,
    );
    console.log(
      `  ${at(task.ts)} ms  wall ${ms(task.dur).toFixed(1).padStart(5)}  cpu ${ms(task.tdur).toFixed(1).padStart(5)}  ${did.join(', ')}${task === move ? '  ← the move' : ''}`,
    );
    if (task !== move) continue;
    for (const update of inside.filter((e) => /^(UpdateLayoutTree|Layout)$/.test(e.name) && (e.dur ?? 0) >= 300)) {
      const frame = update.args?.beginData?.stackTrace?.[0];
      const by = frame
        ? `${frame.functionName || '(anonymous)'} in ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}:${frame.columnNumber}`
        : 'the frame';
      console.log(`          ${at(update.ts)} ms  ${update.name === 'Layout' ? 'layout' : 'style '} ${ms(update.dur).toFixed(1).padStart(5)}  forced by ${by}`);
    }
  }
  return { wall: ms(move.dur), cpu: ms(move.tdur) };
}

export async function runCascadeTrace(args: string[]): Promise<void> {
  const runs = Number(args[0] ?? 3);
  const withLoad = args.includes('with-load');
  const site = await serveStatic({ folders: { '/': APP } });
  const context = await chromium.launchPersistentContext('', chromiumOptions({ viewport: { width: 1280, height: 800 } }));
  try {
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { events, longest } = await traceCascade(context, site.origin, withLoad);
      console.log(
        `run ${run + 1}${withLoad ? ' (the move in the load’s task)' : ''}: longest long task ${longest === 0 ? 'none' : `${longest.toFixed(0)} ms`}; tasks from the move's (ms after the move):`,
      );
      const { wall, cpu } = summarise(events);
      walls.push(wall);
      cpus.push(cpu);
    }
    console.log(`the move's task: wall ${median(walls).toFixed(1)} ms, CPU ${median(cpus).toFixed(1)} ms (medians of ${runs})`);
  } finally {
    await context.close();
    await site.close();
  }
}
