import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import fs from 'node:fs';
const [url, formFactor] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox']});
const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']}, formFactor === 'desktop' ? desktopConfig : undefined);
chrome.kill();
fs.writeFileSync('/tmp/lh.json', JSON.stringify(result.lhr));
const a = result.lhr.audits;
console.log('perf', result.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue);
for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
  console.log('==', id);
  for (const it of (a[id].details?.items ?? []).slice(0, 12)) console.log(JSON.stringify(it).slice(0, 220));
}
