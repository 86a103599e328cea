import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { solve, type SolverReply, type SolverRequest } from '@forty-thieves/solver';

/**
 * The element's solver worker: the protocol of `@forty-thieves/solver/web-worker` (so
 * `WebSolverClient` talks to it), with a transposition table sized for a browser tab, 16 MB
 * rather than the Node default of 128 MB, since a check lasts a second or two.
 */
const TABLE_SLOTS = 1 << 21;
const registry = createBuiltinRegistry();
const running = new Map<number, AbortController>();
const scope = globalThis as unknown as { postMessage(reply: SolverReply): void; addEventListener(type: 'message', listener: (event: MessageEvent<SolverRequest>) => void): void };

scope.addEventListener('message', (event) => {
  void handle(event.data);
});

async function handle(request: SolverRequest): Promise<void> {
  if (request.type === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  const { id } = request;
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const plugin = await registry.loadVariant(request.variant);
    const result = await solve(request.position, plugin, {
      ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
      ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      maxTableSlots: TABLE_SLOTS,
      signal: controller.signal,
    });
    scope.postMessage({ type: 'result', id, result });
  } catch (error) {
    scope.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}
