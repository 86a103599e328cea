import type { TraceEvent } from './cdp-trace.js';

/**
 * Whole-browser CPU from a Chromium trace, for `pnpm bench element-trace`: every process's and
 * thread's CPU (thread time) in a window, not only the page's main thread. Beside the page's
 * renderer there are the browser process, the GPU process (compositing, with --disable-gpu) and any
 * other renderer the browser starts on its own; on 2 cores they all compete with the page.
 */

/** CPU (ms) by "process/thread" (a pool's numbered threads as one), and by process. */
export interface ProcessCpu {
  threads: Map<string, number>;
  processes: Map<string, number>;
}

/**
 * The thread time of every thread's outermost `toplevel` events (each task a thread runs) that
 * start within [from, to] (trace microseconds). `page` is the page's renderer, named apart from
 * other renderers (the browser may run its own pages, e.g. a WebUI popup it preloads).
 */
export function processCpu(events: TraceEvent[], page: number, from: number, to: number): ProcessCpu {
  const processName = new Map<number, string>();
  const threadName = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'process_name') processName.set(e.pid, String(e.args?.name));
    if (e.name === 'thread_name') threadName.set(`${e.pid}/${e.tid}`, String(e.args?.name).replace(/\d+$/, ''));
  }
  const label = (pid: number): string => (pid === page ? 'Renderer (page)' : (processName.get(pid) ?? `pid ${pid}`));
  const tasks = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && e.ts >= from && e.ts <= to && e.cat.split(',').includes('toplevel'))
    .sort((a, b) => a.ts - b.ts);
  const until = new Map<string, number>();
  const threads = new Map<string, number>();
  const processes = new Map<string, number>();
  for (const e of tasks) {
    const thread = `${e.pid}/${e.tid}`;
    // Nested toplevel events are inside a task already counted.
    if (e.ts < (until.get(thread) ?? -Infinity)) continue;
    until.set(thread, e.ts + (e.dur ?? 0));
    const ms = (e.tdur ?? 0) / 1000;
    const key = `${label(e.pid)}/${threadName.get(thread) ?? `tid ${e.tid}`}`;
    threads.set(key, (threads.get(key) ?? 0) + ms);
    processes.set(label(e.pid), (processes.get(label(e.pid)) ?? 0) + ms);
  }
  return { threads, processes };
}

/** One line: each process's CPU, largest first, with its busiest threads (those over 1 ms). */
export function formatProcessCpu({ threads, processes }: ProcessCpu): string {
  const total = [...processes.values()].reduce((sum, ms) => sum + ms, 0);
  const parts = [...processes.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([process, ms]) => {
      const busy = [...threads.entries()]
        .filter(([key, t]) => key.startsWith(`${process}/`) && t >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([key, t]) => `${key.slice(process.length + 1)} ${t.toFixed(1)}`);
      return `${process} ${ms.toFixed(1)}${busy.length > 0 ? ` (${busy.join(', ')})` : ''}`;
    });
  return `${total.toFixed(1)} ms: ${parts.join('; ')}`;
}
