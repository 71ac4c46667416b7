import { expect, test, type Page } from '@playwright/test';
import { a11yProblems, type A11yProblem } from '../support/a11y';
import { htmlcsProblems, htmlValidateProblems, type EngineProblem } from '../support/engines';
import { signInWithToken } from '../support/helpers';
import { fixtures, guestRoutes, signedInRoutes, type Fixtures } from '../support/routes';

/** Every route of SPEC §2 (support/routes.ts) through axe (WCAG 2.2 AA, serious and critical fail) at the phone and the desktop sizes. */

async function sweep(page: Page, routes: string[]) {
  const problems: A11yProblem[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await a11yProblems(page, route)));
  }
  return problems;
}

let shared: Fixtures;
test.beforeAll(async ({ request }) => {
  shared = await fixtures(request);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every route passes axe at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(viewport);
    const guest = await sweep(page, guestRoutes);
    await signInWithToken(page, shared.token, '/');
    const signedIn = await sweep(page, signedInRoutes(shared));
    const problems = [...guest, ...signedIn];
    // One line per problem first: the full objects below are long.
    if (problems.length) console.log(problems.map((p) => `${p.rule} @ ${p.where}\n    ${p.targets.join('\n    ')}`).join('\n'));
    expect(problems).toEqual([]);
  });
}

/** Issue 27 #4: HTML_CodeSniffer (pa11y's runner) and html-validate, 0 errors on every route at both sizes. */
async function engineSweep(page: Page, routes: string[]) {
  const problems: EngineProblem[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await htmlcsProblems(page, route)), ...(await htmlValidateProblems(page, route)));
  }
  return problems;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every route passes HTML_CodeSniffer and html-validate at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(viewport);
    const guest = await engineSweep(page, guestRoutes);
    await signInWithToken(page, shared.token, '/');
    const signedIn = await engineSweep(page, signedInRoutes(shared));
    const problems = [...guest, ...signedIn];
    if (problems.length) console.log(problems.map((p) => `${p.engine} ${p.rule} @ ${p.where}: ${p.message}\n    ${p.target}`).join('\n'));
    expect(problems).toEqual([]);
  });
}
