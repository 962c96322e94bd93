import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { assignVariant, VariantAssigner } from './assignment.ts';
import { experimentsIn, keepVariant, shownSections, splitSection } from './split.ts';

const TEST = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const settings = { background: { kind: 'none' }, theme: 'light', width: 'wide', padding: 'medium' } as const;
const sections: Section[] = [
  {
    id: 'hero',
    ...settings,
    blocks: [
      { id: 'h1', type: 'heading', version: 1, data: { text: 'Hello', level: 1 } },
      {
        id: 'cols',
        type: 'columns',
        version: 1,
        data: {},
        slots: [[{ id: 't1', type: 'text', version: 2, data: { html: '<p>x</p>' } }], []],
      },
    ],
  },
  { id: 'after', ...settings, blocks: [] },
];

describe('splitSection and keepVariant', () => {
  it('puts a copy with new ids (nested ones too) after the section, both marked', () => {
    const outcome = splitSection(sections, 'hero', TEST);
    if (!outcome.ok) throw new Error('not split');
    const [a, b, after] = outcome.sections;
    expect(a).toEqual({ ...sections[0], split: { experiment: TEST, variant: 'A' } });
    expect(b?.split).toEqual({ experiment: TEST, variant: 'B' });
    expect(b?.id).not.toBe('hero');
    const ids = JSON.stringify(b).match(/"id":"[^"]+"/g) ?? [];
    expect(ids).toHaveLength(4);
    for (const id of ['"id":"h1"', '"id":"cols"', '"id":"t1"']) expect(ids).not.toContain(id);
    expect(after?.id).toBe('after');
    expect(experimentsIn(outcome.sections)).toEqual([TEST]);
    expect(splitSection(outcome.sections, 'hero', TEST)).toEqual({ ok: false, reason: 'already-split' });
    expect(splitSection(sections, 'nothing', TEST)).toEqual({ ok: false, reason: 'no-section' });
  });

  it('keeps only the winner, as an ordinary section', () => {
    const outcome = splitSection(sections, 'hero', TEST);
    if (!outcome.ok) throw new Error('not split');
    const kept = keepVariant(outcome.sections, TEST, 'B');
    expect(kept).toHaveLength(2);
    expect(kept[0]?.split).toBeUndefined();
    expect(kept[0]?.id).toBe(outcome.sections[1]?.id);
  });

  it('shows the variant the test’s state picks', () => {
    const outcome = splitSection(sections, 'hero', TEST);
    if (!outcome.ok) throw new Error('not split');
    const running = shownSections(
      outcome.sections,
      () => ({ state: 'running', winner: null }),
      () => 'B',
    );
    expect(running.map((s) => s.split?.variant ?? '-')).toEqual(['B', '-']);
    const unknown = shownSections(
      outcome.sections,
      () => undefined,
      () => 'B',
    );
    expect(unknown.map((s) => s.split?.variant ?? '-')).toEqual(['A', '-']);
  });
});

describe('VariantAssigner', () => {
  it('works the visitor out once, notes what it assigned and names it in the cache key', async () => {
    let asked = 0;
    const assigner = new VariantAssigner(async () => {
      asked++;
      return 'visitor-hash';
    });
    await assigner.ready();
    await assigner.ready();
    expect(asked).toBe(1);
    expect(assigner.keySuffix([TEST])).toBe(`#ab:${TEST}=${assignVariant('visitor-hash', TEST)}`);
    expect(assigner.experiments()).toEqual([]);
    expect(assigner.variant(TEST)).toBe(assignVariant('visitor-hash', TEST));
    expect(assigner.assignedVariants()).toEqual([[TEST, assignVariant('visitor-hash', TEST)]]);
    expect(assigner.keySuffix()).toBe(assigner.keySuffix([TEST]));
  });

  it('splits many visitors about evenly, each the same way every time', () => {
    const counts = { A: 0, B: 0 };
    for (let i = 0; i < 2000; i++) counts[assignVariant(`visitor-${i}`, TEST)]++;
    expect(counts.A).toBeGreaterThan(900);
    expect(counts.B).toBeGreaterThan(900);
    expect(assignVariant('visitor-7', TEST)).toBe(assignVariant('visitor-7', TEST));
  });
});
