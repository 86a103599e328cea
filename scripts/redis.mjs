// Finds the Redis server that the study queue's tests start on loopback, or installs Debian's
// `redis-server` package (scripts/system-tool.mjs): $REDIS_SERVER_PATH, then the usual system paths.
import { systemTool } from './system-tool.mjs';

const redis = systemTool({
  what: 'redis-server',
  envVar: 'REDIS_SERVER_PATH',
  candidates: ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server', '/opt/homebrew/bin/redis-server'],
  debianPackage: 'redis-server',
  howToInstall:
    'The study queue tests need redis-server and none was found.\n' +
    '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y redis-server\n' +
    '  Elsewhere: install Redis 6.2 or later, then run with REDIS_SERVER_PATH=/path/to/redis-server npm test',
});

/** The first redis-server found, or undefined. */
export const findRedisServer = redis.find;
/** redis-server's path: found, or installed where we may; otherwise an Error saying what to run. */
export const ensureRedisServer = redis.ensure;
