/**
 * How every tool here launches the system Chromium (Debian's `chromium`; browsers
 * are never downloaded). CHROMIUM_PATH overrides the binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium keeps trying to reach Google services, which this network refuses. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export const chromiumLaunchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS};
