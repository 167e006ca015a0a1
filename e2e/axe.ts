// axe-core as the suites run it (e2e/sweep.spec.ts on every kind of page, e2e/a11y.spec.ts with every part open).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { renderDeferredBlocks } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

export type Finding = { rule: string; impact: string | null | undefined; nodes: string[] };

/**
 * Runs axe on the page or on `include`. Passes are not collected (it doubles each audit on a slow machine); blocks
 * drawn only near the screen are drawn first, or axe would judge their skipped text against a white page. Run in the
 * page itself (legacy mode): by default each audit also opens a blank page to merge the frames' results, which more
 * than doubled it (33 pages: 77 s against 34 s); that mode would also test cross-origin frames, and the site's only
 * ones are the third parties stopped in tests.
 */
export async function audit(page: Page, include: string[] = []): Promise<Finding[]> {
  await renderDeferredBlocks(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}
