// Commerce email preview (301) at /commerce/email-preview: the owner's preview of each mail the store
// sends (spec 1 §2 names the type; what it shows is ours): a list of the mails, and the one chosen as
// it would be sent — subject, recipient, the HTML part in a sandboxed frame (served by
// GET /commerce/email-preview/{mail}, commerce/mail-preview/routes.tsx) and the plain-text part. Made
// by the templates the order jobs use, with the order ?order=<id> or a sample. Only for those who
// manage the store (the commerce permission): the route table refuses anyone else before this loads,
// and the load says not found to anyone without it, should another route ever reach it.
import { COMMERCE_EMAIL_PREVIEW_PATH, hasPermission, PageType, Permission } from '@tessera/core';
import {
  COMMERCE_MAILS,
  type CommerceMailKind,
  isCommerceMailKind,
  previewOrder,
  renderCommerceMail,
} from '../../commerce/mail-preview/service.ts';
import { definePageType, route } from '../define.ts';
import { notFound, type Outcome, show } from '../outcome.ts';

export interface CommerceEmailPreviewData {
  kind: CommerceMailKind;
  /** The order previewed: its number, or null for the sample */
  orderNumber: string | null;
  orderId: string | null;
  subject: string;
  to: string;
  text: string;
}

const withOrder = (path: string, orderId: string | null) =>
  orderId ? `${path}?order=${encodeURIComponent(orderId)}` : path;

export const commerceEmailPreviewPage = definePageType<CommerceEmailPreviewData>({
  name: 'commerce-email-preview',
  pageType: PageType.commerceEmailPreview,
  route: route({
    path: COMMERCE_EMAIL_PREVIEW_PATH,
    params: {},
    load: async (_params, { db, site, viewer, request, now }): Promise<Outcome> => {
      if (!hasPermission(viewer.roles, Permission.commerce)) return notFound();
      const asked = request.query.mail ?? COMMERCE_MAILS[0].kind;
      if (!isCommerceMailKind(asked)) return notFound();
      const orderId = request.query.order || null;
      const order = await previewOrder(db, site.website, orderId ?? undefined, now);
      if (!order) return notFound();
      const mail = renderCommerceMail(asked, site.website.title, order);
      const to = COMMERCE_MAILS.find((entry) => entry.kind === asked)?.to ?? '';
      return show(commerceEmailPreviewPage, {
        kind: asked,
        orderNumber: orderId ? order.number : null,
        orderId,
        subject: mail.subject,
        to: asked === 'order-new' ? to : `${to} (${order.email})`,
        text: mail.text,
      });
    },
  }),
  head: () => ({ title: 'Commerce email preview', canonicalPath: COMMERCE_EMAIL_PREVIEW_PATH }),
  render: ({ kind, orderNumber, orderId, subject, to, text }) => {
    const label = COMMERCE_MAILS.find((mail) => mail.kind === kind)?.label ?? kind;
    return (
      <>
        <h1 className="page-title">Commerce email preview</h1>
        <p>
          {orderNumber
            ? `The store’s mails as they would be sent for order ${orderNumber}.`
            : 'The store’s mails as they would be sent, for a sample order. Add ?order= and an order’s id to see one of your own.'}{' '}
          Nothing is sent from this page.
        </p>
        <nav aria-label="Commerce mails">
          <ul>
            {COMMERCE_MAILS.map((mail) => (
              <li key={mail.kind}>
                <a
                  href={`${withOrder(COMMERCE_EMAIL_PREVIEW_PATH, orderId)}${orderId ? '&' : '?'}mail=${mail.kind}`}
                  aria-current={mail.kind === kind ? 'page' : undefined}
                >
                  {mail.label}
                </a>{' '}
                (to {mail.to})
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="email-preview-heading">
          <h2 id="email-preview-heading">{label}</h2>
          <dl>
            <dt>Subject</dt>
            <dd data-mail-subject="">{subject}</dd>
            <dt>To</dt>
            <dd>{to}</dd>
          </dl>
          <iframe
            title={`${label}: the message as it is sent`}
            src={withOrder(`${COMMERCE_EMAIL_PREVIEW_PATH}/${kind}`, orderId)}
            sandbox=""
            width="100%"
            height="640"
          />
          <h3>The plain-text part</h3>
          <pre>{text}</pre>
        </section>
      </>
    );
  },
});
