import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
for (const w of [997, 1100, 1350, 1440, 1600]) {
const p = await b.newPage({viewport: {width: w, height: 900}});
await p.goto('http://127.0.0.1:4173/', {waitUntil: 'networkidle'});
console.log(w, await p.evaluate(() => { const r = document.querySelector('.navbar__items--right'); return Math.round(r.getBoundingClientRect().width) + ' :: ' + [...r.children].map(c => c.nodeName + '.' + String(c.className).slice(0,30) + '=' + Math.round(c.getBoundingClientRect().width) + '/' + getComputedStyle(c).marginLeft + (c.textContent.trim() ? ' "' + c.textContent.trim().slice(0,20) + '"' : '')).join(' | '); }));
await p.close();
}
await b.close();
