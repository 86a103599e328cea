import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureRedisServer, findRedisServer } from './redis.mjs';

/** An executable file that stands in for redis-server. */
async function fakeBinary() {
  const dir = await mkdtemp(join(tmpdir(), 'ft-redis-'));
  const file = join(dir, 'redis-server');
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, 0o755);
  return file;
}

describe('finding redis-server for npm test', () => {
  it('takes REDIS_SERVER_PATH first, then the first system path that exists', async () => {
    const file = await fakeBinary();
    expect(findRedisServer({ REDIS_SERVER_PATH: file }, ['/nowhere/redis-server'])).toBe(file);
    expect(findRedisServer({}, ['/nowhere/redis-server', file])).toBe(file);
  });

  it('refuses a REDIS_SERVER_PATH that is not an executable, naming it', () => {
    expect(() => findRedisServer({ REDIS_SERVER_PATH: '/nowhere/redis-server' })).toThrow(/REDIS_SERVER_PATH is set to \/nowhere\/redis-server/);
  });

  it('stops with one message naming the command to run when it may not install', () => {
    expect(() => ensureRedisServer({}, { candidates: ['/nowhere/redis-server'], mayInstall: false })).toThrow(
      /apt-get install -y redis-server[\s\S]*REDIS_SERVER_PATH=/,
    );
  });
});
