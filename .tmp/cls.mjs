import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
for (let i = 0; i < 12; i++) {
  const p = await b.newPage({viewport: {width: 1350, height: 940}});
  await p.addInitScript(() => {
    window.__s = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__s.push({v: e.value, t: Math.round(e.startTime), hyd: document.documentElement.dataset.hasHydrated, src: e.sources.map(s => ({n: s.node?.nodeName + '.' + (s.node?.className||''), prev: [s.previousRect.y, s.previousRect.height], cur: [s.currentRect.y, s.currentRect.height]}))}); }).observe({type: 'layout-shift', buffered: true});
    const mo = new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeType===1 && document.querySelector('article')?.contains(n)) (window.__m ||= []).push(Math.round(performance.now()) + ' add ' + n.nodeName + '.' + n.className + ' in ' + m.target.nodeName + '.' + m.target.className); });
    document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, {childList: true, subtree: true}));
  });
  await p.goto('http://127.0.0.1:4173/api/add-user', {waitUntil: 'networkidle'});
  const r = await p.evaluate(() => [window.__s, (window.__m||[]).slice(0,15)]);
  if (r[0].length) { console.log(JSON.stringify(r, null, 1)); break; }
  await p.close();
}
await b.close();
