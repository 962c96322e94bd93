// What converted over a range: the census's button clicks (rolled up per day, so they outlive the
// raw events), and what the forms, newsletter and shop features keep anyway: form submissions,
// newsletter sign-ups, products added to carts and orders (test orders left out). Each is one count
// over the site's rows (dashboard/repository.ts); the features' own tables are read there
// rather than through their services because each is a single count none of them needs itself.
import type { SiteScope } from '../../db/site-scoped.ts';
import { buttonClicks, createdIn, type Span } from './repository.ts';
import type { Conversion } from './schemas.ts';

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
