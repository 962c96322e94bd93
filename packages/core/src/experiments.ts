// A/B split tests of a page's section: the rules shared by the server (which assigns and renders a
// variant, and computes results) and the config area (which offers the moves). A split section is
// two sections of the layout marked with one experiment's id: variant A (the content before the
// split) and variant B (the owner's copy).

export const SPLIT_VARIANTS = ['A', 'B'] as const;
export type SplitVariant = (typeof SPLIT_VARIANTS)[number];

/** draft: made, not yet started; running: visitors are split; stopped: paused; ended: a winner kept. */
export const EXPERIMENT_STATES = ['draft', 'running', 'stopped', 'ended'] as const;
export type ExperimentState = (typeof EXPERIMENT_STATES)[number];

export interface ExperimentStatus {
  state: ExperimentState;
  winner: SplitVariant | null;
}

/**
 * A visitor's variant from a digest of their key and the test's id (hex, e.g. SHA-256): the first 32
 * bits' parity, so half the keys fall on each side and a key always falls on the same one.
 */
export function variantOfDigest(digestHex: string): SplitVariant {
  return Number.parseInt(digestHex.slice(0, 8), 16) % 2 === 0 ? 'A' : 'B';
}

/**
 * The variant a visitor is shown: their own while the test runs, the winner once it ended, and A
 * otherwise (before it starts, while stopped, and when the test is unknown: the page as it was).
 */
export function shownVariant(
  status: ExperimentStatus | undefined,
  assigned: () => SplitVariant,
): SplitVariant {
  if (status?.state === 'running') return assigned();
  if (status?.state === 'ended' && status.winner) return status.winner;
  return 'A';
}

export const EXPERIMENT_MOVES = ['start', 'stop'] as const;
export type ExperimentMove = (typeof EXPERIMENT_MOVES)[number];

/** The state a move leads to from `from`, or null when it does not apply (an ended test stays ended). */
export function experimentMove(from: ExperimentState, move: ExperimentMove): ExperimentState | null {
  if (from === 'ended') return null;
  if (move === 'start') return from === 'running' ? null : 'running';
  return from === 'running' ? 'stopped' : null;
}

export const EXPERIMENT_ENDED = 'This split test has ended: its winner was kept.';
export const EXPERIMENT_MOVE_REFUSED = 'This split test cannot do that in its current state.';
export const EXPERIMENT_NOT_FOUND = 'This split test does not exist.';
export const SPLIT_SECTION_NOT_FOUND =
  'This section is not on the page any more. Reload to see the latest version.';
export const SECTION_ALREADY_SPLIT = 'This section is already part of a split test.';

/** The events the runtime sends by RecordEvent when a visitor converts (census_events kind 'event'). */
export const CONVERSION_EVENTS = {
  formSubmission: 'form-submission',
  newsletterSignUp: 'newsletter-sign-up',
  order: 'order',
} as const;

/**
 * Dispatched on the document by a feature whose visitor converted, detail `{ name }` (one of
 * CONVERSION_EVENTS): the runtime's census sends it by RecordEvent. An event rather than an import, so
 * an island carries no census code and the census stays in the always-loaded chunk.
 */
export const CONVERSION_EVENT = 'tessera:conversion';

/** One kind of census event that counts as a conversion; `subjects` narrows it to those subjects. */
export interface ConversionKind {
  kind: string;
  subjects?: readonly string[];
}

/**
 * What counts as a conversion of a visitor who saw a variant: a census event of these kinds by the
 * same visitor on the same day, after they saw it — a button's click, a form sent, a newsletter
 * sign-up, an order (RecordEvent), and an add to cart (the events service's `add_to_cart`).
 */
export const EXPERIMENT_CONVERSIONS: readonly ConversionKind[] = [
  { kind: 'button-click' },
  { kind: 'event', subjects: Object.values(CONVERSION_EVENTS) },
  { kind: 'analytics', subjects: ['add_to_cart'] },
];

/** Conversions per visitor as a fraction (0 without visitors). */
export function conversionRate(visitors: number, conversions: number): number {
  return visitors === 0 ? 0 : conversions / visitors;
}

/**
 * A page's running split tests reach its runtime as feature toggles (features.ts): one boolean
 * feature per test, on ("true") for a visitor shown variant B.
 */
export const SPLIT_FEATURE_PREFIX = 'split:';

export function splitFeatureName(experiment: string): string {
  return `${SPLIT_FEATURE_PREFIX}${experiment}`;
}

/** The feature configuration naming the visitor's variant of each running test on the page. */
export function splitFeatures(
  assigned: Iterable<readonly [string, SplitVariant]>,
): Record<string, { type: 'boolean'; variant: string }> {
  const features: Record<string, { type: 'boolean'; variant: string }> = {};
  for (const [experiment, variant] of assigned)
    features[splitFeatureName(experiment)] = { type: 'boolean', variant: String(variant === 'B') };
  return features;
}

/** The tests a page's feature configuration names (the runtime reports them as seen). */
export function splitTestsOf(features: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(features)
    .filter((name) => name.startsWith(SPLIT_FEATURE_PREFIX))
    .map((name) => name.slice(SPLIT_FEATURE_PREFIX.length));
}

/** Where the runtime says which running tests a page view showed (server/src/experiments/routes.ts). */
export const EXPERIMENT_EXPOSURE_URL = '/api/experiments/RecordExposure';
