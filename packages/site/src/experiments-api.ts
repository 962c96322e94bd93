// What the split tests API answers and takes (server/src/experiments/routes.ts), as the config area's
// split test panel and ExperimentsPanel use it.
import type { ExperimentMove, ExperimentState, SplitVariant } from '@tessera/core';
import type { Layout } from './config-api.ts';

export const EXPERIMENTS_URL = '/api/config/experiments';
export const EXPERIMENT_RESULTS_URL = '/api/config/experiments/results';
export const experimentUrl = (id: string) => `${EXPERIMENTS_URL}/${id}`;
export const experimentWinnerUrl = (id: string) => `${EXPERIMENTS_URL}/${id}/winner`;

export interface Experiment {
  id: string;
  layoutId: string;
  name: string;
  state: ExperimentState;
  winner: SplitVariant | null;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
}

/** Splits a section of a layout (at `version`) into variants A and B. */
export interface SplitRequest {
  layoutId: string;
  version: number;
  sectionId: string;
  name: string;
}

/** The new test and the layout's draft with the two variants in it. */
export interface SplitAnswer {
  experiment: Experiment;
  layout: Layout;
}

export interface MoveRequest {
  move: ExperimentMove;
}

export interface WinnerRequest {
  variant: SplitVariant;
}

/** The test, and the layout's draft without the losing variant. */
export interface WinnerAnswer {
  experiment: Experiment;
  layout: Layout | null;
}

export interface VariantResult {
  variant: SplitVariant;
  /** Visitors shown this variant (a visitor a day) */
  visitors: number;
  /** Of them, those who converted */
  conversions: number;
  /** conversions / visitors, 0 without visitors */
  conversionRate: number;
}

export interface ExperimentResults {
  experiment: Experiment;
  /** A, then B */
  variants: [VariantResult, VariantResult];
}
