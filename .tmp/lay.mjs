import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
const p = await b.newPage({viewport: {width: 1350, height: 940}});
await p.goto('http://127.0.0.1:4173/api/add-user', {waitUntil: 'networkidle'});
console.log(await p.evaluate(() => { const out=[]; let el = document.querySelector('article'); while (el && el !== document.body) { const r = el.getBoundingClientRect(); out.push(el.nodeName + '.' + el.className + ' w=' + Math.round(r.width) + ' sibs=' + [...el.parentElement.children].map(c => c.nodeName+'.'+String(c.className).slice(0,40)+':'+Math.round(c.getBoundingClientRect().width)).join(' , ')); el = el.parentElement; } return out.join('\n'); }));
await b.close();
