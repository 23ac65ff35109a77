import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: 'http://localhost:3999', viewport: { width: 375, height: 800 } });
const page = await ctx.newPage();
for (const [p, f] of (process.argv.slice(2).map((a) => a.split('=')))) { await page.goto(p); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/shots/${f}.png`, fullPage: true }); }
await browser.close();
