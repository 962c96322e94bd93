// The split tests and their results, each test a table of its variants side by side (visitors,
// conversions, conversion rate). Shown in the page editor's Split tests tab, where an owner also
// starts, stops and ends a test, and exported for the dashboard, which shows every test of the site.
import type { ExperimentState, SplitVariant } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { Experiment, ExperimentResults, VariantResult } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useState } from 'react';
import { formatCount, formatRate } from '../analytics/format.ts';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import './experiments.css';

export const STATE_LABELS: Record<ExperimentState, string> = {
  draft: 'Not started',
  running: 'Running',
  stopped: 'Stopped',
  ended: 'Ended',
};

export interface ExperimentsPanelProps {
  /** Only this layout's tests (the page editor); every test of the site when absent (the dashboard) */
  layoutId?: string;
  /** Whether the viewer may see results (the activity permission) */
  canSeeResults: boolean;
  /** Whether the viewer may start, stop and end tests (the publish permission) */
  canManage: boolean;
  /** A test ended and the layout's draft lost its other variant: the editor reloads it */
  onEnded?: () => void;
  /** Changes when the tests may have changed elsewhere (a section was just split): loads again */
  version?: number;
}

/**
 * The tests (only the layout's when given), newest first: with their results for a viewer who may see
 * them (the activity permission), else with empty figures. `silent`: a failure is shown in the panel.
 */
async function fetchTests(layoutId: string | undefined, withResults: boolean): Promise<ExperimentResults[]> {
  const query = { layoutId };
  if (withResults)
    return (await call('GET /api/config/experiments/results', { query, silent: true })).results;
  return withoutFigures((await call('GET /api/config/experiments', { query, silent: true })).experiments);
}

/** Tests without results (a viewer who may not see them): each with empty figures. */
function withoutFigures(experiments: Experiment[]): ExperimentResults[] {
  const none = (variant: SplitVariant): VariantResult => ({
    variant,
    visitors: 0,
    conversions: 0,
    conversionRate: 0,
  });
  return experiments.map((experiment) => ({ experiment, variants: [none('A'), none('B')] }));
}

export function ExperimentsPanel({
  layoutId,
  canSeeResults,
  canManage,
  onEnded,
  version = 0,
}: ExperimentsPanelProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to load again
  const fetcher = useCallback(() => fetchTests(layoutId, canSeeResults), [layoutId, canSeeResults, version]);
  const { state, retry } = useRemoteData(fetcher);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  async function act(id: string, work: () => Promise<string>) {
    setBusy(id);
    setNotice(null);
    try {
      setNotice({ kind: 'done', text: await work() });
      retry();
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="experiments" aria-labelledby="experiments-heading">
      <h3 id="experiments-heading" className="form-section-heading">
        Split test results
      </h3>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading split tests…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="panel-note">No split tests yet. Split a section of a page to start one.</p>
      )}
      {state.status === 'ready' &&
        state.data.map((result) => (
          <ExperimentTable
            key={result.experiment.id}
            result={result}
            figures={canSeeResults}
            actions={
              canManage ? (
                <ExperimentActions
                  experiment={result.experiment}
                  busy={busy !== null}
                  onMove={(move) =>
                    act(result.experiment.id, async () => {
                      const { experiment: moved } = await call('PUT /api/config/experiments/:id', {
                        params: { id: result.experiment.id },
                        body: { move },
                        silent: true,
                      });
                      return `“${moved.name}” is ${STATE_LABELS[moved.state].toLowerCase()}.`;
                    })
                  }
                  onWinner={(variant) =>
                    act(result.experiment.id, async () => {
                      await call('POST /api/config/experiments/:id/winner', {
                        params: { id: result.experiment.id },
                        body: { variant },
                        silent: true,
                      });
                      onEnded?.();
                      return `Variant ${variant} was kept and “${result.experiment.name}” has ended. Publish the page to make it final.`;
                    })
                  }
                />
              ) : null
            }
          />
        ))}
      <p
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        className={notice?.kind === 'error' ? 'field-error' : 'panel-note'}
      >
        {notice?.text}
      </p>
    </section>
  );
}

function ExperimentTable({
  result,
  figures,
  actions,
}: {
  result: ExperimentResults;
  figures: boolean;
  actions: React.ReactNode;
}) {
  const { experiment } = result;
  const captionId = `experiment-${experiment.id}`;
  const status =
    experiment.state === 'ended' && experiment.winner
      ? `Ended, variant ${experiment.winner} kept`
      : STATE_LABELS[experiment.state];
  return (
    <div className="experiment">
      <table className="experiment-table" aria-labelledby={captionId}>
        <caption id={captionId}>
          {experiment.name} <span className="badge">{status}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Visitors</th>
            <th scope="col">Conversions</th>
            <th scope="col">Conversion rate</th>
          </tr>
        </thead>
        <tbody>
          {result.variants.map((variant) => (
            <tr key={variant.variant}>
              <th scope="row">{variant.variant === 'A' ? 'A (original)' : 'B (copy)'}</th>
              <td>{figures ? formatCount(variant.visitors) : '—'}</td>
              <td>{figures ? formatCount(variant.conversions) : '—'}</td>
              <td>{figures ? formatRate(variant.conversionRate) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions}
    </div>
  );
}

function ExperimentActions({
  experiment,
  busy,
  onMove,
  onWinner,
}: {
  experiment: Experiment;
  busy: boolean;
  onMove: (move: 'start' | 'stop') => void;
  onWinner: (variant: SplitVariant) => void;
}) {
  if (experiment.state === 'ended') return null;
  return (
    <div className="experiment-actions">
      {experiment.state === 'running' ? (
        <button type="button" disabled={busy} onClick={() => onMove('stop')}>
          Stop<span className="visually-hidden"> “{experiment.name}”</span>
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={() => onMove('start')}>
          Start<span className="visually-hidden"> “{experiment.name}”</span>
        </button>
      )}
      {(['A', 'B'] as const).map((variant) => (
        <button key={variant} type="button" disabled={busy} onClick={() => onWinner(variant)}>
          Keep variant {variant}
          <span className="visually-hidden"> of “{experiment.name}” and end the test</span>
        </button>
      ))}
    </div>
  );
}
