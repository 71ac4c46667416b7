import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4741';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await (await fetch(`${base}/api/authentication/login-by-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) })).json();
const token = login.meta.token;
const figs = (await (await fetch(`${base}/api/figurine/page-list?page=1`)).json()).data;
for (const lang of ['en', 'zh-CN']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await ctx.addInitScript(([l]) => localStorage.setItem('pedestal.language', l), [lang]);
  const page = await ctx.newPage();
  const shot = async (path, name, before) => {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    if (before) await before();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/i18n-shots/${lang}-${name}.png` });
  };
  await shot('/auth/login', 'login-phone', async () => {
    await page.getByRole('radio', { name: lang === 'en' ? 'Phone' : '手机号' }).click();
  });
  await page.evaluate((t) => localStorage.setItem('authToken', JSON.stringify({ token: t, expiresAt: Date.now() + 7 * 86400000 })), token);
  await shot('/', 'home', async () => { await page.keyboard.press('Escape'); });
  await shot(`/figurines/show/${figs[0].id}`, 'figurine');
  await shot('/user', 'user');
  await shot('/account/settings', 'settings');
  await ctx.close();
}
await browser.close();
{
  const browser2 = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const ctx = await browser2.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/i18n-shots/zh-CN-drawer.png' });
  await browser2.close();
}
