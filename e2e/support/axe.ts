// axe-core as every end-to-end test runs it: the WCAG 2.1 A and AA rules and axe's best practices
// (landmarks, heading order), each violation as its rule, impact and first few nodes.
import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/** CSS selectors of what axe reads (the whole page and its frames by default) and what it skips. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const INJECT = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe runs in the page and its frames (axe's own frame messaging, what @axe-core/playwright calls
 * legacy mode): its default opened a blank page of its own to gather results, and with Chromium 156
 * each new page is a headless window (about 0.5 s of CPU); a walk's finishRun there hung until the
 * test's time-out. Our frames are same-origin (the editor frame shows the site on its own host);
 * axe's frame-tested rule would name any frame it could not reach.
 *
 * axe-core's source (1.3 MB) goes into a document once, not on every check: @axe-core/playwright
 * sent it twice to the page and once to each frame on every call, about a third of a check's time.
 */
export async function axeViolations(page: Page, { include, exclude }: AxeScope = {}) {
  for (const frame of page.frames()) await injectOnce(frame);
  const context = {
    include: include ? [[include]] : [],
    exclude: exclude ? [[exclude]] : [],
  };
  const outcome = await page.evaluate(
    async ({ context, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      try {
        const results = await axe.run(context.include.length ? context : { exclude: context.exclude }, {
          runOnly: { type: 'tag', values: tags },
        });
        return { error: null, violations: results.violations };
      } catch (error) {
        return { error: String(error), violations: [] };
      }
    },
    { context, tags: TAGS },
  );
  if (outcome.error) throw new Error(`axe: ${outcome.error}`);
  return outcome.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** Puts axe into a frame whose document lacks it; a frame that is gone or not ours is left out. */
async function injectOnce(frame: Frame): Promise<void> {
  try {
    const injected = (async () => {
      const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
      if (!present) await frame.evaluate(INJECT);
    })();
    // A frame still loading can hold an evaluate back indefinitely.
    await Promise.race([injected, new Promise((_, reject) => setTimeout(reject, 10_000).unref())]);
  } catch {
    // Detached while we looked, or another origin's: axe's frame-tested rule reports a frame it
    // could not reach.
  }
}
