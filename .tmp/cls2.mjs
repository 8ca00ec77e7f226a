import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
for (let i = 0; i < 15; i++) {
  const p = await b.newPage({viewport: {width: 1350, height: 940}});
  await p.addInitScript(() => {
    window.__s = []; window.__m = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__s.push(Math.round(e.startTime) + ' ' + e.value.toFixed(3)); }).observe({type: 'layout-shift', buffered: true});
    const mo = new MutationObserver((ms) => { for (const m of ms) { const d = (n) => n.nodeType===1 ? n.nodeName + '.' + String(n.className).slice(0,50) : n.nodeName; window.__m.push(Math.round(performance.now()) + ' ' + m.type + ' ' + d(m.target) + (m.attributeName ? ' @' + m.attributeName + '=' + String(m.target.getAttribute(m.attributeName)).slice(0,60) : '') + ' +' + [...m.addedNodes].map(d).join(',') + ' -' + [...m.removedNodes].map(d).join(',')); } });
    document.addEventListener('DOMContentLoaded', () => { window.__w = document.querySelector('article')?.getBoundingClientRect().width; mo.observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true}); });
  });
  await p.goto('http://127.0.0.1:4173/api/add-user', {waitUntil: 'networkidle'});
  const r = await p.evaluate(() => [window.__s, window.__w, document.querySelector('article')?.getBoundingClientRect().width, window.__m.filter(x => !/DocSearch|navbar__items--right/.test(x)).slice(0, 40)]);
  if (r[0].length) { console.log(JSON.stringify(r, null, 1)); break; }
  await p.close();
}
await b.close();
