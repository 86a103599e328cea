import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UsageError } from './args.js';
import { errorMessage } from './io.js';
import type { DealOutcome } from './solve-stats.js';

/**
 * The study queue (docs/study.md): one BullMQ queue on Redis, one job per deal. A job's id names
 * its variant and deal, so enqueueing a range again adds only the deals not yet in the queue
 * (resumable), and a deal is counted once: BullMQ completes a job once, and a job whose worker
 * died mid-deal is found stalled when its lock runs out and handed to another worker.
 */

/** The queue's name when `--name` is not given. */
export const DEFAULT_QUEUE_NAME = 'forty-thieves-study';

/** What a job asks: one deal, with the study's budget. */
export interface StudyJob {
  readonly variant: string;
  readonly deal: number;
  readonly maxMs: number;
  /** A node budget, for studies that must be deterministic; null: time only. */
  readonly maxNodes: number | null;
}

/** What a worker hands back: the deal's outcome as `solve --json` writes it, and the worker's memory. */
export interface StudyJobResult {
  readonly outcome: DealOutcome;
  readonly rssMb: number;
  readonly worker: string;
}

/** BullMQ keeps ":" out of job ids. */
export const jobId = (variant: string, deal: number): string => `${variant}-deal-${deal}`;

/** Checks `--queue`: a redis:// or rediss:// URL. A bad one is a usage error (exit code 2). */
export function queueUrl(text: string | undefined, command: string): URL {
  if (text === undefined) throw new UsageError(`study ${command} needs --queue redis://HOST:PORT (the Redis server the study's jobs live on)`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`bad --queue "${text}": write it as redis://HOST:PORT, e.g. redis://127.0.0.1:6379`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new UsageError(`bad --queue "${text}": it must start with redis:// (or rediss:// for TLS)`);
  if (url.hostname === '') throw new UsageError(`bad --queue "${text}": it names no host`);
  if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname))
    throw new UsageError(`bad --queue "${text}": the path may only be a database number, as in redis://host:6379/2`);
  return url;
}

/**
 * Connects to Redis once to see that it answers, so an unreachable server is one clear error
 * (exit code 2) instead of BullMQ retrying for ever; then hands back the connection options the
 * queue and workers use.
 */
export async function connectQueue(url: URL): Promise<ConnectionOptions> {
  const probe = new Redis(url.href, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000, enableOfflineQueue: false });
  // ioredis tells why a connection failed (ECONNREFUSED, ENOTFOUND) only in its 'error' event.
  let cause = '';
  probe.on('error', (error: unknown) => {
    cause = errorMessage(error);
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new UsageError(`cannot reach Redis at ${url.host} (${cause || errorMessage(error)}): start redis-server there, or fix --queue`);
  } finally {
    probe.disconnect();
  }
  return connectionOptions(url);
}

/** The URL's parts as ioredis options (BullMQ's workers need `maxRetriesPerRequest: null`). */
function connectionOptions(url: URL): ConnectionOptions {
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? 6379 : Number(url.port),
    db,
    ...(url.username === '' ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** The study's queue. */
export function openQueue(name: string, connection: ConnectionOptions): Queue<StudyJob, StudyJobResult> {
  return new Queue<StudyJob, StudyJobResult>(name, { connection });
}
