import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [route, mode] of [['/docs/docs','light'], ['/api/specs/xy/Axis','dark'], ['/api/specs/xy/Axis','light'], ['/all-types/interfaces/SettingsSpec','light'], ['/examples/examples','dark'], ['/','light']]) {
  const ctx = await b.newContext();
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), mode);
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:3100' + route);
  await p.waitForTimeout(3000);
  const r = await new AxeBuilder({ page: p }).analyze();
  for (const v of r.violations) { const seen = new Set(); for (const n of v.nodes) { const k = n.target.join(' ').slice(0,90) + ' | ' + (n.any[0]?.message ?? '').slice(0,140); if (!seen.has(k.slice(0,30))) { seen.add(k.slice(0,30)); console.log(route, mode, v.id, k); } } }
  await ctx.close();
}
await b.close();
