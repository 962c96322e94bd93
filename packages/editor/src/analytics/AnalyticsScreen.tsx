// The config area's "Analytics" screen (the activity permission: admins and the reporting role): the
// census dashboard of a range. Its sections are listed in ANALYTICS_SECTIONS, each drawing from the
// one report (the split tests load their own results); a new section is one entry there.
import { Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { AnalyticsReport, BreakdownTable } from '@tessera/site/api/routes.gen.ts';
import { type ReactNode, useCallback, useState } from 'react';
import { ExperimentsPanel } from '../experiments/ExperimentsPanel.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { BreakdownGroup } from './BreakdownTables.tsx';
import { Conversions } from './Conversions.tsx';
import { type AnalyticsQuery, RangePicker, rangeParams } from './RangePicker.tsx';
import { Totals } from './Totals.tsx';
import { TrendChart } from './TrendChart.tsx';
import { WebVitals } from './WebVitals.tsx';
import './analytics.css';

export interface AnalyticsSection {
  id: string;
  render: (report: AnalyticsReport, query: AnalyticsQuery, permissions: readonly Permission[]) => ReactNode;
}

function group(title: string, ids: BreakdownTable['id'][]): AnalyticsSection['render'] {
  return (report, query) => (
    <BreakdownGroup
      title={title}
      tables={report.tables.filter((table) => ids.includes(table.id))}
      query={query}
    />
  );
}

/** The dashboard's sections in order, below the totals. */
export const ANALYTICS_SECTIONS: AnalyticsSection[] = [
  { id: 'trend', render: (report) => <TrendChart trend={report.trend} bucket={report.range.bucket} /> },
  { id: 'pages', render: group('Pages', ['pages', 'entry-pages', 'exit-pages']) },
  { id: 'sources', render: group('Sources', ['sources', 'referrers']) },
  { id: 'campaigns', render: group('Campaigns', ['utm-campaigns', 'utm-sources', 'utm-mediums']) },
  { id: 'technology', render: group('Devices', ['devices', 'browsers', 'systems']) },
  { id: 'countries', render: group('Countries', ['countries']) },
  {
    id: 'conversions',
    render: (report, query) => <Conversions conversions={report.conversions} query={query} />,
  },
  { id: 'web-vitals', render: (report, query) => <WebVitals webVitals={report.webVitals} query={query} /> },
  {
    // Every split test of the site, its variants side by side.
    id: 'experiments',
    render: (_report, _query, permissions) => (
      <>
        <ExperimentsPanel
          canSeeResults={permissions.includes(Permission.activity)}
          canManage={permissions.includes(Permission.publish)}
        />
        <p className="panel-note">A split test counts from the day it started, whatever the range above.</p>
      </>
    ),
  },
];

const isEmpty = (report: AnalyticsReport) =>
  report.totals.current.pageviews === 0 && report.trend.every((point) => point.pageviews === 0);

export function AnalyticsScreen({
  permissions,
  onBack,
}: {
  /** The signed-in contributor's: who may see split tests' figures and start or end them */
  permissions: readonly Permission[];
  onBack: () => void;
}) {
  const [query, setQuery] = useState<AnalyticsQuery>({ period: '30d' });
  const fetcher = useCallback(
    () => call('GET /api/config/analytics', { query: rangeParams(query), silent: true }),
    [query],
  );
  const { state, retry } = useRemoteData(fetcher);

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Analytics">
      <RangePicker query={query} onChange={setQuery} />
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading analytics…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && isEmpty(state.data) && (
        <EmptyState title="No visits yet">
          Visits to the published site show here a moment after they happen. Signed-in contributors are not
          counted.
        </EmptyState>
      )}
      {state.status === 'ready' && !isEmpty(state.data) && (
        <div className="analytics-report">
          <p className="panel-note">
            {state.data.range.from === state.data.range.to
              ? `${state.data.range.from} (UTC)`
              : `${state.data.range.from} to ${state.data.range.to} (UTC)`}
            , compared with {state.data.range.previousFrom} to {state.data.range.previousTo}
          </p>
          <Totals current={state.data.totals.current} previous={state.data.totals.previous} />
          {ANALYTICS_SECTIONS.map((section) => (
            <div key={section.id}>{section.render(state.data, query, permissions)}</div>
          ))}
        </div>
      )}
    </PanelScreen>
  );
}
