// Throwaway screenshot driver (not committed): signs in as the demo shopper and captures pages.
import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:4700';
const [, , who = 'demo', ...targets] = process.argv;
const login = await fetch(`${base}/api/authentication/login-by-password`, {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: who, password: process.env.PASSWORD ?? 'demo1234' }),
});
const token = (await login.json()).meta.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const target of targets) {
  const [lang, path, name] = target.split('|');
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/faq`);
  await page.evaluate(([t, l]) => { localStorage.setItem('authToken', JSON.stringify({ token: t, expiresAt: Date.now() + 7 * 86400000 })); localStorage.setItem('pedestal.language', l); }, [token, lang]);
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log('shot', name);
  await page.close();
}
await browser.close();
