import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';

/**
 * A throwaway Redis for the study queue's tests, on 127.0.0.1 and a free port, saving nothing to
 * disk. `npm test` finds or installs redis-server first (scripts/redis.mjs) and names it in
 * REDIS_SERVER_PATH.
 */
export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

const PATHS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server', '/opt/homebrew/bin/redis-server'];

function redisServerPath(): string {
  const path = process.env.REDIS_SERVER_PATH ?? PATHS.find((p) => existsSync(p));
  if (path === undefined) throw new Error('redis-server not found: run the tests with npm test (it installs it), or set REDIS_SERVER_PATH');
  return path;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await answers(port))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
