// Feature toggles on the published page (spec section 4, "Other"): the page's configuration comes in
// the site context; `feature(name, type, fallback)` answers core's evaluation and logs the spec's text
// when it fell back (to the trace, `/api/events/Trace`). Exposed as `window.tessera.feature` for
// scripts of the page and islands. A page showing a running split test also says so, once.
import {
  EXPERIMENT_EXPOSURE_URL,
  evaluateFeature,
  type FeatureConfiguration,
  type FeatureType,
  splitTestsOf,
} from '@tessera/core';
import type { BodyOf } from '../api/call.ts';
import type { SiteContext } from '../context.ts';
import { log } from './logger.ts';

type ValueOf<T extends FeatureType> = T extends 'boolean' ? boolean : T extends 'number' ? number : string;

declare global {
  interface Window {
    tessera?: { feature: typeof feature };
  }
}

let configuration: FeatureConfiguration;
let exposed = false;

/** The feature's value, or `fallback` (the spec's text logged) when it cannot be had. */
export function feature<T extends FeatureType>(name: string, type: T, fallback: ValueOf<T>): ValueOf<T> {
  const { value, error } = evaluateFeature(configuration, name, type, fallback);
  if (error) log('feature', { name, message: error });
  return value;
}

/** Loads the page's configuration; the server notes the split tests shown (under its census rules). */
export function installFeatures(context: SiteContext | null): void {
  configuration = context?.features;
  window.tessera = { feature };
  const tests = context?.features ? splitTestsOf(context.features) : [];
  if (exposed || tests.length === 0) return;
  exposed = true;
  fetch(EXPERIMENT_EXPOSURE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ experiments: tests } satisfies BodyOf<`POST ${typeof EXPERIMENT_EXPOSURE_URL}`>),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}

/** For tests: a new page load. */
export function resetFeatures(): void {
  configuration = undefined;
  exposed = false;
}
