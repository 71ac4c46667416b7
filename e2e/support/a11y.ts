import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as axe-core tags it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yProblem {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now. */
export async function a11yProblems(page: Page, where = page.url()): Promise<A11yProblem[]> {
  // Let entrance animations, transitions and toasts settle: axe reads computed colours, and
  // mid-fade ones are wrong. Endless ones (spinners, skeletons, the banner's autoplay) never end.
  // A finite one still running after 20 s is a fault of its own: name it rather than wait on.
  const settled = await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!settled) {
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
        .map(
          (a) =>
            `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id} on ${(a.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 120) ?? '?'}`,
        ),
    );
    throw new Error(`animations still running at ${where} after 20 s: ${running.join('; ')}`);
  }
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** Fails the journey on any serious or critical WCAG 2.2 AA violation of the screen it is on. */
export async function expectAccessible(page: Page, where?: string) {
  expect(await a11yProblems(page, where), `accessibility of ${where ?? page.url()}`).toEqual([]);
}

/**
 * WCAG 1.4.10 Reflow (issue 41): a page no wider than its viewport. A wider document pans sideways
 * into blank space and takes the fixed tab bar off a phone's screen; axe does not check it. The
 * targets are the unclipped elements reaching furthest right, where the overflow comes from.
 */
export async function widthProblems(page: Page, where = page.url()): Promise<A11yProblem[]> {
  const { width, viewport, widest } = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const past = Array.from(document.body.querySelectorAll('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
      .filter(({ el, right }) => {
        if (right <= viewport + 1) return false;
        // A scroller clips what flows in it, and what is positioned only when its containing block is inside.
        const positioned = ['absolute', 'fixed'].includes(getComputedStyle(el).position);
        const block = (el as HTMLElement).offsetParent;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible' && (!positioned || (block && a.contains(block)))) return false;
        }
        return true;
      })
      .sort((a, b) => b.right - a.right);
    return {
      width: document.documentElement.scrollWidth,
      viewport,
      widest: past.slice(0, 5).map((x) => `${Math.round(x.right)} px: ${x.el.outerHTML.slice(0, 120)}`),
    };
  });
  if (width <= viewport) return [];
  return [
    { where, rule: 'reflow', impact: 'serious', help: `The document is ${width} px wide in a ${viewport} px viewport`, targets: widest },
  ];
}
