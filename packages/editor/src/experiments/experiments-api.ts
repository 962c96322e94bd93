import type { ExperimentMove, SplitVariant } from '@tessera/core';
import {
  EXPERIMENT_RESULTS_URL,
  EXPERIMENTS_URL,
  type Experiment,
  type ExperimentResults,
  experimentUrl,
  experimentWinnerUrl,
  type SplitAnswer,
  type SplitRequest,
  type WinnerAnswer,
} from '@tessera/site/experiments-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

const byLayout = (url: string, layoutId?: string) =>
  layoutId ? `${url}?layoutId=${encodeURIComponent(layoutId)}` : url;

/** The site's split tests (one layout's when given), newest first. */
export async function fetchExperiments(layoutId?: string): Promise<Experiment[]> {
  const answer = await request<{ experiments: Experiment[] }>({
    method: 'GET',
    url: byLayout(EXPERIMENTS_URL, layoutId),
    silent: true,
  });
  return answer.experiments;
}

/** Each test's variants side by side (the activity permission: admins and the reporting role). */
export async function fetchExperimentResults(layoutId?: string): Promise<ExperimentResults[]> {
  const answer = await request<{ results: ExperimentResults[] }>({
    method: 'GET',
    url: byLayout(EXPERIMENT_RESULTS_URL, layoutId),
    silent: true,
  });
  return answer.results;
}

export function splitSection(split: SplitRequest): Promise<SplitAnswer> {
  return request<SplitAnswer>({
    method: 'POST',
    url: EXPERIMENTS_URL,
    data: split,
    json: true,
    silent: true,
  });
}

export async function moveExperiment(id: string, move: ExperimentMove): Promise<Experiment> {
  const answer = await request<{ experiment: Experiment }>({
    method: 'PUT',
    url: experimentUrl(id),
    data: { move },
    json: true,
    silent: true,
  });
  return answer.experiment;
}

export function chooseWinner(id: string, variant: SplitVariant): Promise<WinnerAnswer> {
  return request<WinnerAnswer>({
    method: 'POST',
    url: experimentWinnerUrl(id),
    data: { variant },
    json: true,
    silent: true,
  });
}
