// The Chromium every browser test and bench launches, resolved once per run:
//   1. CHROMIUM_PATH, when set;
//   2. a system Chromium (Debian's package), when installed;
//   3. otherwise the Chromium that `npm install` brought (@sparticuz/chromium, a self-contained build
//      that needs only glibc), unpacked to the temp folder on first use (~2 s).
// Callers pass the result to their children as CHROMIUM_PATH, so one run unpacks at most once.
import { existsSync } from 'node:fs';

// Debian's binary itself: its /usr/bin/chromium wrapper adds flags and noise.
const SYSTEM_CHROMIUM = ['/usr/lib/chromium/chromium'];

/** Where the browser comes from, for the log line. */
export let chromiumSource = 'unresolved';

/** The executable's path; unpacks the npm-provided browser when no other is present. */
export async function chromiumExecutable() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    chromiumSource = 'CHROMIUM_PATH';
    return configured;
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) {
    chromiumSource = 'system';
    return system;
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  chromiumSource = '@sparticuz/chromium';
  return packaged.executablePath();
}

/** Sets CHROMIUM_PATH for this process and its children; returns it. */
export async function provideChromium() {
  const path = await chromiumExecutable();
  process.env.CHROMIUM_PATH = path;
  return path;
}
