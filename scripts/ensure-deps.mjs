// Installs the npm dependencies when they are missing or older than package-lock.json,
// so that the README's two commands work on a fresh clone. Plain JS: it runs before tsx exists.
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
if (stale) {
  // `npm install`, not `npm ci`: npm 11's ci rejects this lock file for omitting other
  // platforms' optional binaries (@swc/*, @rollup/*), which install never needs here.
  console.log('Installing dependencies (npm install)...');
  execSync('npm install --no-audit --no-fund', {stdio: 'inherit'});
}
