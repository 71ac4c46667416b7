import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * Two accessibility engines beside axe (issue 27 #4): HTML_CodeSniffer, the runner pa11y drives
 * (WCAG 2 AA, errors only, as pa11y reports by default), injected into the Playwright page; and
 * html-validate on the DOM as rendered (its a11y and standard presets: ARIA misuse such as
 * `aria-label` on a plain span, forms without a submit control, invalid nesting).
 */
const require = createRequire(import.meta.url);
// Evaluated rather than added as a <script>: the store's Content-Security-Policy refuses inline scripts.
// HTMLCS 2.5.1 has no text for some of its own autocomplete (H98) errors and then throws on them:
// a missing text reads as its code, so the error is reported instead of crashing the run.
const HTMLCS_SOURCE = `${readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')};
window.HTMLCS = HTMLCS;
const translate = HTMLCS.getTranslation.bind(HTMLCS);
HTMLCS.getTranslation = (code) => translate(code) ?? code;`;

export interface EngineProblem {
  where: string;
  engine: 'htmlcs' | 'html-validate';
  rule: string;
  message: string;
  target: string;
}

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now (warnings and notices are left to review, as in pa11y). */
export async function htmlcsProblems(page: Page, where = page.url()): Promise<EngineProblem[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(HTMLCS_SOURCE);
  const found = await page.evaluate(
    () =>
      new Promise<{ code: string; msg: string; target: string }[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const w = window as unknown as {
          HTMLCS: { process: (s: string, d: Document, cb: () => void) => void; getMessages: () => Message[] };
        };
        w.HTMLCS.process('WCAG2AA', document, () => {
          const describe = (el: Element) => {
            if (!(el instanceof Element)) return String(el);
            const html = el.outerHTML;
            return html.length > 160 ? `${html.slice(0, 160)}…` : html;
          };
          resolve(
            w.HTMLCS.getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({ code: m.code, msg: m.msg, target: describe(m.element) })),
          );
        });
      }),
  );
  return found.map((f) => ({ where, engine: 'htmlcs', rule: f.code, message: f.msg, target: f.target }));
}

const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // The DOM is serialized by the browser, not written by hand: formatting rules say nothing about it.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'attr-case': 'off',
    'no-inline-style': 'off',
    'no-implicit-close': 'off',
    'element-case': 'off',
    // ARIA allows a name on lists and list items (a comment thread, a ranking); html-validate only frowns on it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Styled ARIA widgets with their keyboard handling (Radix radio groups and switches, progress bars,
    // carousels as named regions), held to WCAG by axe and HTML_CodeSniffer (decision 035).
    'prefer-native-element': ['error', { exclude: ['radio', 'progressbar', 'region', 'switch'] }],
  },
};
const validator = new HtmlValidate(config);

/** html-validate's errors on the DOM as the browser holds it now. */
export async function htmlValidateProblems(page: Page, where = page.url()): Promise<EngineProblem[]> {
  const html = await page.content();
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({ where, engine: 'html-validate' as const, rule: m.ruleId, message: m.message, target: m.selector ?? '' })),
  );
}
