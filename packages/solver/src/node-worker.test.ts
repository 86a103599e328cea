import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { dealBoard, positionOf } from '@forty-thieves/core';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { SolverClient, serveSolver } from './node-worker.js';
import { replayWins } from './test-support.js';

const registry = createBuiltinRegistry();

// The worker's side and the client's, joined by a MessageChannel in this thread: the same
// messages a worker_threads Worker carries, without a compiled worker file.
let client: SolverClient | undefined;
function connect(): SolverClient {
  const channel = new MessageChannel();
  serveSolver((id) => registry.loadVariant(id), channel.port2);
  client = new SolverClient(channel.port1);
  return client;
}

afterEach(async () => {
  await client?.close();
});

describe('SolverClient and serveSolver', () => {
  it('solve a deal through messages and report progress', async () => {
    const plugin = await registry.loadVariant('indian');
    const position = positionOf(dealBoard(plugin, 2), 2);
    const answer = await connect().solve('indian', position, { maxMs: 3000 });
    expect(answer.result).toBe('won');
    if (answer.result === 'won') expect(replayWins(plugin, position, answer.moves)).toBe(true);
  });

  it('cancel through the signal', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    const controller = new AbortController();
    let progressed = 0;
    const pending = connect().solve('forty-thieves', positionOf(dealBoard(plugin, 3), 3), {
      maxMs: 10_000,
      signal: controller.signal,
      onProgress: () => progressed++,
    });
    setTimeout(() => {
      controller.abort();
    }, 150);
    const answer = await pending;
    expect(answer).toMatchObject({ result: 'unknown', reason: 'cancelled' });
    expect(answer.ms).toBeLessThan(1000);
    expect(progressed).toBeGreaterThan(0);
  });

  it('report an unknown variant as an error', async () => {
    const plugin = await registry.loadVariant('maria');
    await expect(connect().solve('no-such-variant', positionOf(dealBoard(plugin, 1), 1))).rejects.toThrow(/no-such-variant/);
  });
});
