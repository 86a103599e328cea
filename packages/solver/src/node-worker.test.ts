import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { defineVariant, portablePlugin } from '@forty-thieves/core';
import { dealBoard, positionOf } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { SolverClient, serveSolver } from './node-worker.js';
import { replayWins } from '../test/test-support.js';

const registry = createBuiltinRegistry();

/** A page's own plugin the worker's registry does not hold: Lucas's layout, a card on any card of another colour or its own suit. */
const mine = defineVariant({
  apiVersion: 1,
  id: 'my-own',
  name: 'My Own',
  layout: { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true },
  build: (moving, target) => moving.colour !== target.colour || moving.suit === target.suit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: 'A plugin made for the solver tests.',
});

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
    const answer = await connect().solve('indian', position, { maxNodes: 3_000_000, maxMs: Infinity });
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
    expect(answer.ms).toBeLessThan(5_000); // far below maxMs, however loaded the machine
    expect(progressed).toBeGreaterThan(0);
  });

  it('solve a position of a plugin the worker cannot load, sent in portable form', async () => {
    expect(registry.has('my-own')).toBe(false);
    const position = positionOf(dealBoard(mine, 5), 5);
    const answer = await connect().solve(mine, position, { maxNodes: 3_000_000, maxMs: Infinity });
    expect(answer.result).toBe('won');
    // Replayed through the original plugin, predicate and all: the table it travelled as was exact.
    if (answer.result === 'won') expect(replayWins(mine, position, answer.moves)).toBe(true);
  });

  it('report a malformed portable plugin, or one under another id, as an error naming the field', async () => {
    const channel = new MessageChannel();
    serveSolver((id) => registry.loadVariant(id), channel.port2);
    const replies: unknown[] = [];
    channel.port1.on('message', (reply) => replies.push(reply));
    const position = positionOf(dealBoard(mine, 5), 5);
    const broken = { ...portablePlugin(mine), stock: { dealCount: 0, redeals: 0 } };
    channel.port1.postMessage({ type: 'solve', id: 1, variant: 'my-own', plugin: broken, position });
    channel.port1.postMessage({ type: 'solve', id: 2, variant: 'maria', plugin: portablePlugin(mine), position });
    await expect.poll(() => replies.length).toBe(2);
    expect(replies).toContainEqual({
      type: 'error',
      id: 1,
      message: expect.stringMatching(/variant "my-own": stock\.dealCount: must be a whole number/) as unknown,
    });
    expect(replies).toContainEqual({ type: 'error', id: 2, message: expect.stringMatching(/names variant "maria" but its plugin is "my-own"/) as unknown });
    channel.port1.close();
  });

  it('reject a plugin whose predicate cannot be written out, without sending it', async () => {
    const sloppy = { ...mine, build: () => 'yes' as unknown as boolean };
    await expect(connect().solve(sloppy, positionOf(dealBoard(mine, 1), 1))).rejects.toThrow(/build: returned string/);
  });

  it('report an unknown variant as an error', async () => {
    const plugin = await registry.loadVariant('maria');
    await expect(connect().solve('no-such-variant', positionOf(dealBoard(plugin, 1), 1))).rejects.toThrow(/no-such-variant/);
  });
});
