// Finds the Chromium that the browser tests drive, or installs Debian's `chromium` package.
// Order: $CHROMIUM_PATH, then the usual system paths. When none is there and we run as root on
// Debian or Ubuntu, `apt-get install chromium`; otherwise one clear message naming the command to
// run. A browser is never downloaded by a test tool (`playwright install` is not used).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

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

/** The first Chromium found, or undefined. A set but wrong CHROMIUM_PATH is an error, not a fallback. */
export function findChromium(env = process.env, candidates = SYSTEM_PATHS) {
  if (env.CHROMIUM_PATH) {
    if (executable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not an executable file. Point it at a Chromium binary, or unset it to use the system's.`);
  }
  return candidates.find(executable);
}

function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstallChromium() {
  console.log('Chromium is not installed: installing Debian\'s `chromium` package with apt-get (about a minute) …');
  const env = { ...process.env, PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) return false;
  }
  return true;
}

const HOW_TO_INSTALL =
  'The browser tests need Chromium and none was found.\n' +
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
  '  Elsewhere: install Chromium or Chrome, then run with CHROMIUM_PATH=/path/to/chromium npm test';

/**
 * Chromium's path: found, or installed where we may; otherwise an Error whose message says what to
 * run. `candidates` and `mayInstall` exist for the tests.
 */
export function ensureChromium(env = process.env, { candidates = SYSTEM_PATHS, mayInstall = isRoot() && isDebianLike() } = {}) {
  const found = findChromium(env, candidates);
  if (found) return found;
  if (mayInstall && aptInstallChromium()) {
    const installed = findChromium(env, candidates);
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}
