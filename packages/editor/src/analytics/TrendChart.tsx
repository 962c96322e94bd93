// The trend of a range as a uPlot line chart (visitors and pageviews), and the same figures as a
// table for keyboard and screen-reader users (and anyone who wants the numbers): one button switches.
import type { DashboardBucket } from '@tessera/core';
import type { TrendPoint } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { bucketLabel, bucketSeconds, formatCount } from './format.ts';

const CHART_HEIGHT = 220;
const SERIES = [
  { label: 'Visitors', stroke: '#2357d6', fill: 'rgba(35, 87, 214, 0.08)' },
  { label: 'Pageviews', stroke: '#8a3ffc' },
] as const;
const BUCKET_WORDS: Record<DashboardBucket, string> = { hour: 'hour (UTC)', day: 'day', month: 'month' };

/** Whether this browser draws on a canvas (a test's DOM does not; the table is there either way). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function drawChart(element: HTMLElement, trend: TrendPoint[]): uPlot {
  const options: uPlot.Options = {
    width: Math.max(element.clientWidth, 320),
    height: CHART_HEIGHT,
    // The buckets are UTC days and hours: the axis says them as the server counted them.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    scales: { x: { time: true } },
    series: [{}, ...SERIES.map((series) => ({ ...series, width: 2 }))],
  };
  const data: uPlot.AlignedData = [
    trend.map((point) => bucketSeconds(point.bucket)),
    trend.map((point) => point.visitors),
    trend.map((point) => point.pageviews),
  ];
  return new uPlot(options, data, element);
}

export function TrendChart({ trend, bucket }: { trend: TrendPoint[]; bucket: DashboardBucket }) {
  const [asTable, setAsTable] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);
  const tableId = useId();

  useEffect(() => {
    const element = chartRef.current;
    if (asTable || !element || !canDraw()) return;
    const chart = drawChart(element, trend);
    return () => chart.destroy();
  }, [trend, asTable]);

  return (
    <section className="analytics-trend" aria-label="Trend">
      <div className="analytics-section-head">
        <h3>Visitors and pageviews by {BUCKET_WORDS[bucket]}</h3>
        <button
          type="button"
          aria-pressed={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable(!asTable)}
        >
          Show as table
        </button>
      </div>
      {!asTable && (
        <>
          <div
            className="analytics-chart"
            ref={chartRef}
            role="img"
            aria-label={`Line chart of visitors and pageviews by ${BUCKET_WORDS[bucket]}. Press Show as table for the figures.`}
          />
          <p className="analytics-legend" aria-hidden="true">
            {SERIES.map((series) => (
              <span key={series.label} className={`analytics-legend-${series.label.toLowerCase()}`}>
                {series.label}
              </span>
            ))}
          </p>
        </>
      )}
      <div id={tableId} hidden={!asTable}>
        <table className="analytics-table">
          <caption>Visitors, pageviews and visits by {BUCKET_WORDS[bucket]}</caption>
          <thead>
            <tr>
              <th scope="col">{bucket === 'hour' ? 'Hour' : bucket === 'month' ? 'Month' : 'Day'}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Pageviews</th>
              <th scope="col">Visits</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => (
              <tr key={point.bucket}>
                <th scope="row">{bucketLabel(point.bucket)}</th>
                <td>{formatCount(point.visitors)}</td>
                <td>{formatCount(point.pageviews)}</td>
                <td>{formatCount(point.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
