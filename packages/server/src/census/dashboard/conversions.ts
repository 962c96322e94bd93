// What converted over a range: the census's button clicks (rolled up per day, so they outlive the
// raw events), and what the forms, newsletter and shop features keep anyway: form submissions,
// newsletter sign-ups, products added to carts and orders (test orders left out). Each is one count
// over an index led by the site; the features' own tables are read here rather than through their
// services because each is a single count none of them needs itself.
import type { Conversion } from '@tessera/site/analytics-api.ts';
import type { SiteScope } from '../../db/site-scoped.ts';

const DAY_MS = 86_400_000;
type Counted = 'form_submissions' | 'newsletter_subscribers' | 'cart_entries' | 'orders';

interface Span {
  from: string;
  to: string;
}

const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

async function createdIn(scope: SiteScope, table: Counted, span: Span): Promise<number> {
  let query = scope
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', startOf(span.from))
    .where('created_at', '<', startOf(span.to) + DAY_MS);
  if (table === 'orders') query = query.where('test_mode' as never, '=', 0 as never);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function buttonClicks(scope: SiteScope, span: Span): Promise<number> {
  const row = await scope
    .selectFrom('census_daily_dimensions')
    .select((eb) => eb.fn.sum('visits').as('count'))
    .where('dimension', '=', 'event')
    .where('value', '=', 'button-click')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const CONVERSIONS: { id: string; label: string; count: (scope: SiteScope, span: Span) => Promise<number> }[] =
  [
    {
      id: 'form-submissions',
      label: 'Form submissions',
      count: (s, span) => createdIn(s, 'form_submissions', span),
    },
    {
      id: 'newsletter-sign-ups',
      label: 'Newsletter sign-ups',
      count: (s, span) => createdIn(s, 'newsletter_subscribers', span),
    },
    { id: 'button-clicks', label: 'Button clicks', count: buttonClicks },
    { id: 'add-to-cart', label: 'Added to cart', count: (s, span) => createdIn(s, 'cart_entries', span) },
    { id: 'orders', label: 'Orders', count: (s, span) => createdIn(s, 'orders', span) },
  ];

export async function conversionsOf(scope: SiteScope, current: Span, previous: Span): Promise<Conversion[]> {
  const counted: Conversion[] = [];
  for (const { id, label, count } of CONVERSIONS)
    counted.push({ id, label, count: await count(scope, current), previous: await count(scope, previous) });
  return counted;
}
