/**
 * Hands the thread back for one turn of the event loop, so a worker can receive "cancel". A
 * message to itself over a fresh MessageChannel, where there is one (browsers, Web Workers and
 * Node alike: no Node API in the search): setTimeout(0) waits at least 1 ms in Node, 4 % of every
 * 25 ms slice.
 */
export const yieldThread = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener('message', () => {
      // Closed, or the port would keep Node's event loop alive.
      port1.close();
      resolve();
    });
    // addEventListener does not start a port in browsers (onmessage would; Node's types lack it).
    port1.start();
    port2.postMessage(null);
  });
