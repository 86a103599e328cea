// Finds the Chromium that the browser tests drive, or installs Debian's `chromium` package
// (scripts/system-tool.mjs): $CHROMIUM_PATH, then the usual system paths. A browser is never
// downloaded by a test tool (`playwright install` is not used).
import { systemTool } from './system-tool.mjs';

const chromium = systemTool({
  what: 'a Chromium binary',
  envVar: 'CHROMIUM_PATH',
  candidates: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  debianPackage: 'chromium',
  howToInstall:
    'The browser tests need Chromium and none was found.\n' +
    '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  Elsewhere: install Chromium or Chrome, then run with CHROMIUM_PATH=/path/to/chromium npm test',
});

/** The first Chromium found, or undefined. */
export const findChromium = chromium.find;
/** Chromium's path: found, or installed where we may; otherwise an Error saying what to run. */
export const ensureChromium = chromium.ensure;
