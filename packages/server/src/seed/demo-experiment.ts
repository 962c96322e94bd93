// The demo site's split test: the home page's customer quote (variant A) against another customer's
// (variant B), running, with two weeks of generated results, so a new owner finds a test in the home
// page's Split tests tab with figures beside each variant.

import { censusDay } from '@tessera/core';
import type { Section } from '@tessera/site';
import { insertDemoConversions } from '../census/index.ts';
import { findCollectionByUrlId } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { insertExperiment, insertExposures } from '../experiments/index.ts';
import { splitSection } from '../experiments/split.ts';
import type { SiteTemplate } from './template.ts';
import { blocks } from './template.ts';

export const DEMO_EXPERIMENT_ID = 'de5e7e57000000000000000a';
export const DEMO_EXPERIMENT_NAME = 'Home page quote';
export const DEMO_QUOTE_B = 'Heavy in the hand, light on the table. We use the bowls every single day.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The home page's quote section split in two, B quoting another customer. */
function splitQuote(sections: Section[]): Section[] {
  const quote = sections.find((section) => section.blocks[0]?.type === 'quote');
  if (!quote) return sections;
  const outcome = splitSection(sections, quote.id, DEMO_EXPERIMENT_ID);
  if (!outcome.ok) return sections;
  return outcome.sections.map((section) =>
    section.split?.variant === 'B'
      ? { ...section, blocks: [blocks.quote(DEMO_QUOTE_B, 'Jon, who bought a set in 2024')] }
      : section,
  );
}

/** The demo template with its split test in the home page's layout. */
export function withDemoSplitTest(template: SiteTemplate): SiteTemplate {
  return {
    ...template,
    collections: template.collections.map((collection) =>
      collection.key === template.homeKey && collection.sections
        ? { ...collection, sections: splitQuote(collection.sections) }
        : collection,
    ),
  };
}

/** A small deterministic generator (the same demo every time). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The test's row, running since two weeks ago, and its results: visitors a day on each variant and
 * button clicks by some of them (about 4% on A, 7% on B), all before today.
 */
export async function seedDemoExperiment(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  const home = await findCollectionByUrlId(db, websiteId, 'home');
  if (!home?.layout_id) return;
  await insertExperiment(db, {
    website_id: websiteId,
    id: DEMO_EXPERIMENT_ID,
    layout_id: home.layout_id,
    name: DEMO_EXPERIMENT_NAME,
    state: 'running',
    winner: null,
    created_at: now - 15 * DAY_MS,
    started_at: now - 14 * DAY_MS,
    ended_at: null,
  });
  const random = generator(42);
  const exposures = [];
  const clicks = [];
  for (let daysAgo = 14; daysAgo >= 1; daysAgo--) {
    const at = now - daysAgo * DAY_MS;
    const day = censusDay(at);
    for (const variant of ['A', 'B'] as const) {
      const visitors = 30 + Math.floor(random() * 20);
      for (let i = 0; i < visitors; i++) {
        const visitor_hash = `demo-${day}-${variant}-${i}`;
        exposures.push({ experiment_id: DEMO_EXPERIMENT_ID, day, visitor_hash, variant, first_seen_at: at });
        if (random() < (variant === 'A' ? 0.04 : 0.07))
          clicks.push({ day, visitor_hash, created_at: at + 60_000 });
      }
    }
  }
  await insertExposures(db, websiteId, exposures);
  await insertDemoConversions(db, websiteId, clicks);
}
