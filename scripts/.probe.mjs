import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of ['/', '/services/web-development', '/about', '/education', '/search?q=web', '/services/nope']) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 200)); });
  page.on('pageerror', (e) => logs.push('pageerror ' + e.message.slice(0, 200)));
  await page.goto('http://localhost:4173' + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => ({ titles: document.querySelectorAll('title').length, canon: document.querySelectorAll('link[rel=canonical]').length, desc: document.querySelectorAll('meta[name=description]').length, h1: document.querySelector('main h1')?.textContent }));
  console.log(url, JSON.stringify(info), logs);
  await page.close();
}
const ctx = await browser.newContext({ javaScriptEnabled: false });
const p = await ctx.newPage();
await p.goto('http://localhost:4173/pricing');
console.log('nojs', await p.title(), await p.locator('main h1').first().textContent());
await browser.close();
