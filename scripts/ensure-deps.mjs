// Installs the npm dependencies when they are missing or older than package-lock.json,
// so that the README's two commands work on a fresh clone. Plain JS: it runs before tsx exists.
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
if (stale) {
  // `npm ci`: exactly the lock file's versions, and the lock file left as it is. The lock file records
  // every platform's optional packages (package.json pins @swc/html to a version whose platform
  // packages all exist in the registry), so ci accepts it on any machine.
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', {stdio: 'inherit'});
}
