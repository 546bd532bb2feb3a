import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const names = process.argv.slice(2);
for (const dark of [false, true]) {
const ctx = await b.newContext({ viewport: { width: 1100, height: 900 } });
if (dark) await ctx.addInitScript(() => localStorage.setItem('theme', 'dark'));
const p = await ctx.newPage();
p.on('console', m => console.log(dark?'DARK':'LIGHT', 'console', m.type(), m.text().slice(0,300)));
p.on('pageerror', e => console.log('pageerror', e.message));
for (const n of names) {
  await p.goto('http://127.0.0.1:3100/examples/' + n);
  try { await p.waitForSelector('[data-ech-render-complete="true"]', { timeout: 10000, state: 'attached' }); } catch (e) { console.log(n, 'NO RENDER COMPLETE'); }
  await p.waitForTimeout(300);
  const el = await p.$('[data-chart-example] > div');
  await el.screenshot({ path: `/tmp/ex-${n}-${dark?'dark':'light'}.png` });
}
await ctx.close();
}
await b.close();
