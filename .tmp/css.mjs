import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
const p = await b.newPage({viewport: {width: 1350, height: 940}});
const t0 = Date.now();
p.on('request', r => { if (/css|font|woff/.test(r.resourceType()+r.url())) console.log(Date.now()-t0, r.resourceType(), r.url()); });
await p.goto('http://127.0.0.1:4173/api/add-user', {waitUntil: 'networkidle'});
console.log(await p.evaluate(() => [...document.styleSheets].map(s => s.href || ('inline:' + s.ownerNode.textContent.slice(0,60)))));
await b.close();
