// The e2e tests drive the system Chromium; browsers are never downloaded.
// Fails early with the fix when it is missing.
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
