// axe-core as every end-to-end test runs it: the WCAG 2.1 A and AA rules and axe's best practices
// (landmarks, heading order), each violation as its rule, impact and first few nodes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** CSS selectors of what axe reads (the whole page and its frames by default) and what it skips. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

export async function axeViolations(page: Page, { include, exclude }: AxeScope = {}) {
  // Legacy mode runs axe in the page and its frames, where the default opens a blank page of its own
  // to gather the results: with Chromium 156 each new page is a headless window (about 0.5 s of CPU),
  // and a walk's finishRun there hung until the test's time-out (11-accessibility, 14-site-basics).
  // Our frames are same-origin (the editor frame shows the site on its own host), which legacy mode
  // covers; axe's frame-tested rule would name any frame it could not reach.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}
