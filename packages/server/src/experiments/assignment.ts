// Which variant of a running split test a visitor is shown, without a cookie: a digest of the day's
// salted visitor hash (consent/visitor-hash.ts: site, address and user agent, with a salt that changes
// every UTC day) and the test's id. The same browser gets the same variant all day, on every page and
// every process, with nothing stored in it; tomorrow it is drawn again (its exposures are counted per
// day, so results stay true to what each visitor saw).
import { createHash } from 'node:crypto';
import { type SplitVariant, variantOfDigest } from '@tessera/core';

export function assignVariant(visitorHash: string, experiment: string): SplitVariant {
  return variantOfDigest(createHash('sha256').update(`${visitorHash}\n${experiment}`).digest('hex'));
}

/**
 * A request's assignments: the visitor hash is worked out once, and only when a running test asks;
 * what was assigned is noted, as the page's cache key and the page's context name it.
 */
export class VariantAssigner {
  private hash: string | undefined;
  private readonly assigned = new Map<string, SplitVariant>();

  constructor(private readonly hashOfVisitor: () => Promise<string>) {}

  /** Works the visitor hash out, once; before `variant` is asked. */
  async ready(): Promise<void> {
    this.hash ??= await this.hashOfVisitor();
  }

  /** The visitor's variant of a running test (after `ready`). */
  variant(experiment: string): SplitVariant {
    if (this.hash === undefined) throw new Error('VariantAssigner.ready() was not awaited');
    const variant = assignVariant(this.hash, experiment);
    this.assigned.set(experiment, variant);
    return variant;
  }

  /** Each running test this request was assigned to, with the variant. */
  assignedVariants(): [string, SplitVariant][] {
    return [...this.assigned];
  }

  /** The running tests this request was assigned to, in a stable order. */
  experiments(): string[] {
    return [...this.assigned.keys()].sort();
  }

  /**
   * The cache key's part naming the visitor's variants of `experiments` (by default, those assigned so
   * far), '' when none: '#ab:<id>=A,<id>=B'. Asking notes nothing (after `ready`).
   */
  keySuffix(experiments = this.experiments()): string {
    if (experiments.length === 0) return '';
    const hash = this.hash ?? '';
    return `#ab:${experiments.map((id) => `${id}=${assignVariant(hash, id)}`).join(',')}`;
  }
}
