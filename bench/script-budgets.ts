// The JavaScript a first visit to each demo page really loads, against issue 42's budgets ("Serving
// II"): a content page ≤ 8 KB in ≤ 3 scripts (one runtime, the page chrome's islands joined, what
// follows the load), a gallery or product page (the shop's list too) ≤ 20 KB. The figures are the
// wire table's: every script Chromium loaded by network idle, compressed as sent. A page over its
// budget fails the bench (run.ts sets its exit code); no test times or weighs anything.
import type { WireRow } from './wire.ts';

const KB = 1024;

export interface ScriptBudget {
  kind: 'content' | 'gallery or product';
  bytes: number;
  /** At most this many scripts; unset: no limit on the count */
  scripts?: number;
}

const CONTENT: ScriptBudget = { kind: 'content', bytes: 8 * KB, scripts: 3 };
const GALLERY_OR_PRODUCT: ScriptBudget = { kind: 'gallery or product', bytes: 20 * KB };

export const scriptBudgetOf = (page: string): ScriptBudget =>
  /^\/(gallery|shop)/.test(page) ? GALLERY_OR_PRODUCT : CONTENT;

/** What of the page's budget it exceeds, in words; empty when within. */
export function overBudget(row: WireRow): string[] {
  const budget = scriptBudgetOf(row.page);
  return [
    ...(row.scriptBytes > budget.bytes
      ? [`${row.scriptBytes} B of JavaScript (budget ${budget.bytes} B)`]
      : []),
    ...(budget.scripts !== undefined && row.scripts > budget.scripts
      ? [`${row.scripts} scripts (budget ${budget.scripts})`]
      : []),
  ];
}

export function budgetTable(wire: readonly WireRow[]): string[] {
  return [
    '### JavaScript per demo page against its budget (a first visit: banner shown, popup open, census, RUM)',
    '',
    '| Page | Kind | JavaScript bytes (brotli) | Budget | Scripts | Budget | Within |',
    '|---|---|---:|---:|---:|---:|---|',
    ...wire.map((row) => {
      const budget = scriptBudgetOf(row.page);
      const within = overBudget(row).length === 0 ? 'yes' : '**no**';
      return `| \`${row.page}\` | ${budget.kind} | ${row.scriptBytes} | ${budget.bytes} | ${row.scripts} | ${budget.scripts ?? '—'} | ${within} |`;
    }),
    '',
  ];
}

/** Each page over its budget, as a line for the bench's error output. */
export function budgetFailures(wire: readonly WireRow[]): string[] {
  return wire.flatMap((row) => {
    const over = overBudget(row);
    return over.length > 0 ? [`${row.page}: ${over.join(', ')}`] : [];
  });
}
