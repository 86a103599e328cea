import type { BrowserContext, Page } from 'playwright';

/** A Chromium trace event: the fields the trace benches read. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] };
  };
}

/**
 * Records a Chromium trace (CDP Tracing, events reported as they come) of `categories` while
 * `during` runs in `page`, and gives its events with what `during` gave.
 */
export async function recordTrace<T>(
  context: BrowserContext,
  page: Page,
  categories: string[],
  during: () => Promise<T>,
): Promise<{ events: TraceEvent[]; result: T }> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  let done = (): void => undefined;
  const complete = new Promise<void>((resolve) => (done = resolve));
  cdp.on('event', ({ method, params }) => {
    if (method === 'Tracing.dataCollected') events.push(...(params as { value: TraceEvent[] }).value);
    if (method === 'Tracing.tracingComplete') done();
  });
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
  const result = await during();
  await cdp.send('Tracing.end');
  await complete;
  return { events, result };
}
