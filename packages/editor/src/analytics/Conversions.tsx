// What converted in the range, beside the period before, with its CSV.
import type { Conversion } from '@tessera/site/api/routes.gen.ts';
import { formatChange, formatCount } from './format.ts';
import { type AnalyticsQuery, analyticsCsvUrl } from './RangePicker.tsx';

export function Conversions({ conversions, query }: { conversions: Conversion[]; query: AnalyticsQuery }) {
  return (
    <section className="analytics-group" aria-label="Conversions">
      <h3>Conversions</h3>
      <table className="analytics-table">
        <caption className="visually-hidden">Conversions in this range and the period before</caption>
        <thead>
          <tr>
            <th scope="col">Conversion</th>
            <th scope="col">Count</th>
            <th scope="col">Previous period</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {conversions.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{formatCount(row.count)}</td>
              <td>{formatCount(row.previous)}</td>
              <td>{formatChange(row.count, row.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <a className="analytics-export" href={analyticsCsvUrl('conversions', query)} download>
        Export CSV <span className="visually-hidden">of Conversions</span>
      </a>
    </section>
  );
}
