import { expect, test, type Page } from '@playwright/test';
import { a11yProblems, widthProblems, type A11yProblem } from '../support/a11y';
import { htmlcsProblems, htmlValidateProblems, type EngineProblem } from '../support/engines';
import { signInWithToken } from '../support/helpers';
import { fixtures, guestRoutes, signedInRoutes, type Fixtures } from '../support/routes';

/**
 * Every route of SPEC §2 (support/routes.ts) through axe (WCAG 2.2 AA, serious and critical fail) at the phone and the desktop sizes,
 * each no wider than the viewport (reflow; in Chinese: i18n.spec.ts).
 */

async function sweep(page: Page, routes: string[]) {
  const problems: A11yProblem[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await a11yProblems(page, route)), ...(await widthProblems(page, route)));
  }
  return problems;
}

let shared: Fixtures;
test.beforeAll(async ({ request }) => {
  shared = await fixtures(request);
});

/**
 * Each walk in parts of about a dozen routes: a part has its own time limit, and a retry on CI walks
 * again only the part that failed (a whole walk took 2.5 min on an idle machine, 8+ on a loaded one).
 */
const PARTS: { name: string; signedIn: boolean; routes: (f: Fixtures) => string[] }[] = [
  { name: 'signed out', signedIn: false, routes: () => guestRoutes },
  ...[0, 1, 2, 3].map((part) => ({
    name: `signed in, part ${part + 1} of 4`,
    signedIn: true,
    routes: (f: Fixtures) => {
      const all = signedInRoutes(f);
      const size = Math.ceil(all.length / 4);
      return all.slice(part * size, (part + 1) * size);
    },
  })),
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  for (const part of PARTS) {
    test(`every route passes axe at ${viewport.width}×${viewport.height} (${part.name})`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      if (part.signedIn) await signInWithToken(page, shared.token, '/');
      const problems = await sweep(page, part.routes(shared));
      // One line per problem first: the full objects below are long.
      if (problems.length) console.log(problems.map((p) => `${p.rule} @ ${p.where}\n    ${p.targets.join('\n    ')}`).join('\n'));
      expect(problems).toEqual([]);
    });
  }
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

for (const viewport of VIEWPORTS) {
  for (const part of PARTS) {
    test(`every route passes HTML_CodeSniffer and html-validate at ${viewport.width}×${viewport.height} (${part.name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      if (part.signedIn) await signInWithToken(page, shared.token, '/');
      const problems = await engineSweep(page, part.routes(shared));
      if (problems.length) console.log(problems.map((p) => `${p.engine} ${p.rule} @ ${p.where}: ${p.message}\n    ${p.target}`).join('\n'));
      expect(problems).toEqual([]);
    });
  }
}
