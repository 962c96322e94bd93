// A split section in a layout, as plain data: two sections marked with one test's id, variant A (the
// section as it was) followed by variant B (its copy, for the owner to change). Which of them a
// visitor is shown, and what is left when a winner is kept.
import { type ExperimentStatus, type SplitVariant, shownVariant } from '@tessera/core';
import { type Block, newBlockId, type Section } from '@tessera/site';

function copyBlock(block: Block): Block {
  return {
    ...structuredClone(block),
    id: newBlockId(block.type),
    ...(block.slots ? { slots: block.slots.map((slot) => slot.map(copyBlock)) } : {}),
  };
}

export type SplitOutcome =
  | { ok: true; sections: Section[] }
  | { ok: false; reason: 'no-section' | 'already-split' };

/** The sections with `sectionId` split: it becomes variant A, and a copy after it variant B. */
export function splitSection(
  sections: readonly Section[],
  sectionId: string,
  experiment: string,
): SplitOutcome {
  const index = sections.findIndex((section) => section.id === sectionId);
  const original = sections[index];
  if (!original) return { ok: false, reason: 'no-section' };
  if (original.split) return { ok: false, reason: 'already-split' };
  const a: Section = { ...original, split: { experiment, variant: 'A' } };
  const b: Section = {
    ...structuredClone(original),
    id: newBlockId('section'),
    blocks: original.blocks.map(copyBlock),
    split: { experiment, variant: 'B' },
  };
  return { ok: true, sections: [...sections.slice(0, index), a, b, ...sections.slice(index + 1)] };
}

/** The sections once `variant` won: the other variant's section gone, the winner's an ordinary section. */
export function keepVariant(
  sections: readonly Section[],
  experiment: string,
  variant: SplitVariant,
): Section[] {
  return sections.flatMap((section) => {
    if (section.split?.experiment !== experiment) return [section];
    if (section.split.variant !== variant) return [];
    const { split: _ended, ...kept } = section;
    return [kept];
  });
}

/** The tests a layout's split sections name. */
export function experimentsIn(sections: readonly Section[]): string[] {
  return [...new Set(sections.flatMap((section) => (section.split ? [section.split.experiment] : [])))];
}

/**
 * The sections a visitor is shown: of each split, the variant core's shownVariant picks (the
 * visitor's own while the test runs).
 */
export function shownSections(
  sections: readonly Section[],
  statusOf: (experiment: string) => ExperimentStatus | undefined,
  assigned: (experiment: string) => SplitVariant,
): Section[] {
  return sections.filter((section) => {
    const split = section.split;
    return (
      !split || split.variant === shownVariant(statusOf(split.experiment), () => assigned(split.experiment))
    );
  });
}
