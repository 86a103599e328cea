// One way to find a system program the tests need (a browser, a server), or to install its Debian
// package: `$ENV_VAR`, then the usual system paths; when none is there and we run as root on
// Debian or Ubuntu, `apt-get install PACKAGE`; otherwise one clear message naming the command to
// run. Nothing is ever downloaded by a test tool.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

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

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(what, debianPackage) {
  console.log(`${what} is not installed: installing Debian's \`${debianPackage}\` package with apt-get …`);
  const env = { ...process.env, PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) return false;
  }
  return true;
}

/**
 * `find(env, candidates)`: the program's path, or undefined; a set but wrong `envVar` is an error,
 * not a fallback. `ensure(env, { candidates, mayInstall })`: found, or installed where we may;
 * otherwise an Error whose message is `howToInstall`. `candidates` and `mayInstall` exist for tests.
 */
export function systemTool({ what, envVar, candidates: systemPaths, debianPackage, howToInstall }) {
  const find = (env = process.env, candidates = systemPaths) => {
    const chosen = env[envVar];
    if (chosen) {
      if (executable(chosen)) return chosen;
      throw new Error(`${envVar} is set to ${chosen}, which is not an executable file. Point it at ${what}, or unset it to use the system's.`);
    }
    return candidates.find(executable);
  };
  const ensure = (env = process.env, { candidates = systemPaths, mayInstall = isRoot() && isDebianLike() } = {}) => {
    const found = find(env, candidates);
    if (found) return found;
    if (mayInstall && aptInstall(what, debianPackage)) {
      const installed = find(env, candidates);
      if (installed) return installed;
    }
    throw new Error(howToInstall);
  };
  return { find, ensure };
}
