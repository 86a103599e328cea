import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium } from 'playwright';
import { markInteractiveFrame, reportMark, staticBoardPage, MARK } from './element-bench.js';
import { recordTrace, type TraceEvent } from './cdp-trace.js';
import { firstBoardSnapshot } from './first-board-snapshot.js';
import { formatProcessCpu, processCpu } from './trace-processes.js';

/**
 * `pnpm bench element-trace [runs] [path]`: where a cold first load's time goes. Each run is one
 * cold load (fresh profile, the plain static server, as `pnpm bench element` does it) recorded as
 * a Chromium trace (CDP Tracing); it prints the page's requests, then every task of the page's
 * main thread up to the frame after the mark, with its wall time, its thread (CPU) time and what
 * it did, the page's font lookups (FONT_LOOKUPS), and the medians over the runs: unlike wall time,
 * CPU time hardly moves when other work loads the machine. Tracing slows the page a little. Three pages by
 * default: the static page, the app's first board written out as a page with no script
 * (first-board-snapshot.ts: what its DOM and CSS alone cost) and the app. It also sums the CPU of
 * every process and thread over the same time (trace-processes.ts): the browser and GPU processes
 * work on the same 2 cores as the page.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const APP = join(ROOT, 'apps/play/dist');
/** The app's first board as a page with no script; "/static…", so the trace marks it as the static page. */
const SNAPSHOT = '/static-first-board.html';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel', 'fonts'];
/**
 * The renderer's synchronous calls to the browser process for a font (Linux): one per typeface
 * asked for, a family at a weight (each family of a fallback list until one is installed), and one
 * per strike, a typeface at a size. Every distinct family, weight and size of text laid out pays
 * them, hidden or clipped text too (not display: none); docs/benchmarks.md has the figures.
 */
const FONT_LOOKUPS = /^(FontDataManager::onMatchFamilyStyle|WebSandboxSupportLinux::GetWebFontRenderStyleForStrike)$/;
/** What a task did, from the names of the trace events inside it. */
const KINDS: [string, RegExp][] = [
  ['navigation', /^(RenderFrameImpl::CommitNavigation|AgentSchedulingGroup::CreateWebView)$/],
  ['parse', /^ParseHTML$/],
  ['compile', /^v8\.compile(Module)?$/],
  ['evaluate', /^v8\.evaluateModule$/],
  ['script', /^(RunMicrotasks|FunctionCall|EvaluateScript|FireAnimationFrame|TimerFire)$/],
  ['style', /^UpdateLayoutTree$/],
  ['layout', /^Layout$/],
  ['paint', /^(Paint|PrePaint|Commit|Layerize)$/],
];

async function trace(origin: string, path: string): Promise<{ events: TraceEvent[]; requests: string[] }> {
  const profile = await mkdtemp(join(tmpdir(), 'ft-trace-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1280, height: 800 } }));
  try {
    const page = await context.newPage();
    await page.addInitScript(reportMark, MARK);
    if (!path.startsWith('/static')) await page.addInitScript(markInteractiveFrame, MARK);
    const { events, result: requests } = await recordTrace(context, page, CATEGORIES, async () => {
      const said = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(`${MARK} `), timeout: 60_000 });
      await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
      await said;
      // The frame after the mark: its paint.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (r) => `${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)} ms  ${r.name.replace(location.origin, '')}`,
        ),
      );
    });
    return { events, requests };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** The page's main-thread tasks from navigation start to the end of the frame after the mark, printed; gives their CPU time. */
function summarise(events: TraceEvent[], origin: string, print: boolean): { cpu: number; mark: number; fonts: number; processes: Map<string, number> } {
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL as string | undefined)?.startsWith(origin) === true);
  if (!nav) throw new Error('the trace has no navigation to the page');
  const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid)?.tid ?? nav.tid;
  const at = (ts: number) => (ts - nav.ts) / 1000;
  const marks = events.filter((e) => e.pid === nav.pid && e.cat.includes('blink.user_timing') && e.name === MARK);
  const mark = marks[0];
  if (!mark) throw new Error(`the trace has no ${MARK}`);
  const own = events.filter((e) => e.pid === nav.pid && e.tid === mainTid && e.ph === 'X' && e.ts >= nav.ts - 1000);
  const tasks = own.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  let until = -Infinity;
  for (const task of tasks) {
    if (task.ts < until) continue;
    top.push(task);
    until = task.ts + (task.dur ?? 0);
  }
  // Up to and with the first task after the mark that paints.
  const last = top.findIndex(
    (task) =>
      task.ts + (task.dur ?? 0) >= mark.ts && own.some((e) => e.name === 'Paint' && e.ts >= Math.max(task.ts, mark.ts) && e.ts <= task.ts + (task.dur ?? 0)),
  );
  const counted = last < 0 ? top.filter((task) => task.ts <= mark.ts) : top.slice(0, last + 1);
  let cpu = 0;
  let fonts = 0;
  let fontWait = 0;
  for (const task of counted) {
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
    const did = KINDS.map(
      ([kind, pattern]) => [kind, inside.filter((e) => pattern.test(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000] as const,
    ).filter(([, ms]) => ms >= 0.5);
    const taskCpu = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += taskCpu;
    const lookups = inside.filter((e) => FONT_LOOKUPS.test(e.name));
    fonts += lookups.length;
    fontWait += lookups.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    if (print && (task.dur ?? 0) >= 1000)
      console.log(
        `  ${at(task.ts).toFixed(0).padStart(5)} ms  wall ${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)}  cpu ${taskCpu.toFixed(1).padStart(5)}  ${did.map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(', ')}`,
      );
  }
  const lastTask = counted.at(-1);
  const whole = processCpu(events, nav.pid, nav.ts, lastTask ? lastTask.ts + (lastTask.dur ?? 0) : mark.ts);
  if (print) {
    console.log(`  every process's CPU over the same time ${formatProcessCpu(whole)}`);
    const named = events
      .filter((e) => e.pid === nav.pid && e.cat.includes('blink.user_timing') && /^ft-/.test(e.name))
      .map((e) => `${e.name} ${at(e.ts).toFixed(0)}`);
    console.log(`  marks: ${named.join(', ')}; main-thread CPU to the painted frame ${cpu.toFixed(1)} ms`);
    console.log(`  font lookups (synchronous calls to the browser process) ${fonts}, ${fontWait.toFixed(1)} ms waited`);
  }
  return { cpu, mark: at(mark.ts), fonts, processes: whole.processes };
}

export async function runElementTrace(args: string[]): Promise<void> {
  const runs = Number(args[0] ?? 3);
  const app = '/?variant=forty-thieves&deal=1';
  const paths = args[1] ? [args[1]] : ['/static-board.html', SNAPSHOT, app];
  const pages: Record<string, string> = { '/static-board.html': await staticBoardPage() };
  const site = await serveStatic({ folders: { '/': APP }, pages, readOnce: true });
  try {
    // Read once by the server, then answered from memory like the static page (serveStatic).
    await (await fetch(`${site.origin}${app}`)).arrayBuffer();
    if (paths.includes(SNAPSHOT)) pages[SNAPSHOT] = await firstBoardSnapshot(site.origin, app);
    const medians: string[] = [];
    for (const path of paths) {
      const cpus: number[] = [];
      const marks: number[] = [];
      const fonts: number[] = [];
      const processes = new Map<string, number[]>();
      for (let run = 0; run < runs; run++) {
        const { events, requests } = await trace(site.origin, path);
        console.log(`${path}, run ${run + 1}: requests (start → end)`);
        for (const request of requests) console.log(`  ${request}`);
        console.log('  main-thread tasks (start, wall, CPU, what they did):');
        const { cpu, mark, fonts: lookups, processes: spent } = summarise(events, site.origin, true);
        // A process missing from a run (the browser starts some only now and then) spent nothing in it.
        for (const name of spent.keys()) if (!processes.has(name)) processes.set(name, new Array<number>(run).fill(0));
        for (const [name, list] of processes) list.push(spent.get(name) ?? 0);
        cpus.push(cpu);
        marks.push(mark);
        fonts.push(lookups);
      }
      const whole = [...processes].map(([name, list]) => `${name} ${median(list).toFixed(1)}`).join(', ');
      const line = `${path}: main-thread CPU to the painted frame ${median(cpus).toFixed(1)} ms, mark ${median(marks).toFixed(0)} ms, font lookups ${median(fonts)}; every process's CPU ${whole} ms (medians of ${runs})`;
      console.log(`${line}\n`);
      medians.push(line);
    }
    console.log(medians.join('\n'));
  } finally {
    await site.close();
  }
}
