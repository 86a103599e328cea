// Finds the Redis server that the study queue's tests start on loopback, or installs Debian's
// `redis-server` package. Order: $REDIS_SERVER_PATH, then the usual system paths. When none is
// there and we run as root on Debian or Ubuntu, `apt-get install redis-server`; otherwise one clear
// message naming the command to run. (The same pattern as scripts/chromium.mjs.)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server', '/opt/homebrew/bin/redis-server'];

// apt-get and dpkg need the system's sbin folders, whatever PATH the caller was given.
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first redis-server found, or undefined. A set but wrong REDIS_SERVER_PATH is an error, not a fallback. */
export function findRedisServer(env = process.env, candidates = SYSTEM_PATHS) {
  if (env.REDIS_SERVER_PATH) {
    if (executable(env.REDIS_SERVER_PATH)) return env.REDIS_SERVER_PATH;
    throw new Error(`REDIS_SERVER_PATH is set to ${env.REDIS_SERVER_PATH}, which is not an executable file. Point it at redis-server, or unset it to use the system's.`);
  }
  return candidates.find(executable);
}

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstallRedis() {
  console.log("Redis is not installed: installing Debian's `redis-server` package with apt-get …");
  const env = { ...process.env, PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'redis-server']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) return false;
  }
  return true;
}

const HOW_TO_INSTALL =
  'The study queue tests need redis-server and none was found.\n' +
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y redis-server\n' +
  '  Elsewhere: install Redis 6.2 or later, then run with REDIS_SERVER_PATH=/path/to/redis-server npm test';

/**
 * redis-server's path: found, or installed where we may; otherwise an Error whose message says
 * what to run. `candidates` and `mayInstall` exist for the tests.
 */
export function ensureRedisServer(env = process.env, { candidates = SYSTEM_PATHS, mayInstall = isRoot() && isDebianLike() } = {}) {
  const found = findRedisServer(env, candidates);
  if (found) return found;
  if (mayInstall && aptInstallRedis()) {
    const installed = findRedisServer(env, candidates);
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}
