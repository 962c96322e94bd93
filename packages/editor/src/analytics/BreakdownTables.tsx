// The dashboard's breakdowns (pages, sources, devices, countries…) as tables, each with its CSV.
import type { BreakdownTable } from '@tessera/site/api/routes.gen.ts';
import { formatCount, valueLabel } from './format.ts';
import { type AnalyticsQuery, analyticsCsvUrl } from './RangePicker.tsx';

export function Breakdown({ table, query }: { table: BreakdownTable; query: AnalyticsQuery }) {
  return (
    <div className="analytics-breakdown">
      <table className="analytics-table">
        <caption>{table.title}</caption>
        <thead>
          <tr>
            <th scope="col">{table.valueLabel}</th>
            {table.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length + 1}>None in this range</td>
            </tr>
          )}
          {table.rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{valueLabel(table, row.value)}</th>
              {row.counts.map((value, i) => (
                <td key={table.columns[i]}>{formatCount(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <a className="analytics-export" href={analyticsCsvUrl(table.id, query)} download>
        Export CSV <span className="visually-hidden">of {table.title}</span>
      </a>
    </div>
  );
}

/** A titled group of breakdowns: "Pages" holds top, entry and exit pages. */
export function BreakdownGroup({
  title,
  tables,
  query,
}: {
  title: string;
  tables: BreakdownTable[];
  query: AnalyticsQuery;
}) {
  return (
    <section className="analytics-group" aria-label={title}>
      <h3>{title}</h3>
      <div className="analytics-grid">
        {tables.map((table) => (
          <Breakdown key={table.id} table={table} query={query} />
        ))}
      </div>
    </section>
  );
}
