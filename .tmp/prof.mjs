import {chromium} from '@playwright/test';
import fs from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
const ctx = await b.newContext({viewport: {width: 412, height: 823}});
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await p.goto(url, {waitUntil: 'networkidle'});
await p.waitForTimeout(1500);
const {profile} = await cdp.send('Profiler.stop');
fs.writeFileSync('/tmp/prof.json', JSON.stringify(profile));
// self time per function
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(k, (self.get(k)||0) + (dt[i]||0)/1000); }
console.log([...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v]) => v.toFixed(0).padStart(6)+' '+k).join('\n'));
// total (inclusive) per function
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children||[]) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) { let id = profile.samples[i]; const seen = new Set(); while (id) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k)||0) + (dt[i]||0)/1000); seen.add(k);} id = parent.get(id); } }
console.log('--- inclusive');
console.log([...incl.entries()].sort((a,b)=>b[1]-a[1]).slice(0,45).map(([k,v]) => v.toFixed(0).padStart(6)+' '+k).join('\n'));
await b.close();
