// Commerce email preview (301) over HTTP: only for those who manage the store, each commerce mail as
// the order jobs would send it (the same template functions), with a sample or a real order.
import { COMMERCE_EMAIL_PREVIEW_PATH, PageType, SiteUserRole } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { demoWebsite, signedInWithRole, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import { COMMERCE_MAILS } from '../../commerce/mail-preview/service.ts';
import { orderView } from '../../commerce/orders/view.ts';
import { orderConfirmationMail, orderShippedMail } from '../../mail/templates/Order.tsx';
import { NOT_PERMITTED, SIGN_IN_REQUIRED } from '../../routes/register.ts';

describe.each(ENGINES)("spec 1 §2: 'commerce email preview 301' on %s", (engine) => {
  const t = useTestApp(engine);
  const owner = useSignedInOwner(t);

  it('is refused to a visitor and to a role without the commerce permission', async () => {
    const anonymous = await t.client().get(COMMERCE_EMAIL_PREVIEW_PATH);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain(SIGN_IN_REQUIRED);
    const website = await demoWebsite(t.db);
    const editor = await signedInWithRole(
      t,
      { websiteId: website.id, engine },
      { role: SiteUserRole.editor, name: 'preview-editor' },
    );
    const refused = await editor.get(`${COMMERCE_EMAIL_PREVIEW_PATH}/order-new`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(NOT_PERMITTED);
    const manager = await signedInWithRole(
      t,
      { websiteId: website.id, engine },
      { role: SiteUserRole.storeManager, name: 'preview-manager' },
    );
    expect((await manager.get(COMMERCE_EMAIL_PREVIEW_PATH)).statusCode).toBe(200);
  });

  it('lists every commerce mail and shows the chosen one for a sample order, framed and as text', async () => {
    const page = await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}?mail=order-shipped`);
    expect(page.statusCode).toBe(200);
    expect(contextOf(page.body).pageType).toBe(PageType.commerceEmailPreview);
    for (const mail of COMMERCE_MAILS) expect(page.body).toContain(`mail=${mail.kind}"`);
    expect(page.body).toContain('aria-current="page">Order shipped</a>');
    expect(page.body).toContain('Your order 01001 from Fern &amp; Kiln has shipped');
    expect(page.body).toMatch(
      /<iframe title="Order shipped: the message as it is sent" src="\/commerce\/email-preview\/order-shipped" sandbox=""/,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    const frame = await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}/order-shipped`);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-security-policy']).toContain("default-src 'none'");
    expect(frame.body).toContain('Your order is on its way');
    expect(frame.body).toContain('Sample Post, tracking number SP123456789');
  });

  it("renders a real order's mails with the templates the order jobs send", async () => {
    const website = await demoWebsite(t.db);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('website_id', '=', website.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const lines = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('order_id', '=', order.id)
      .execute();
    const view = orderView(order, lines);
    const sent = orderConfirmationMail({
      siteTitle: website.title,
      order: view,
      orderUrl: '/order-confirmed?order=preview',
    });
    const frame = await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}/order-confirmation?order=${order.id}`);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toBe(sent.html);
    const page = await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}?mail=order-shipped&order=${order.id}`);
    expect(page.body).toContain(`for order ${view.number}.`);
    const shipped = orderShippedMail(
      { siteTitle: website.title, order: view },
      { carrier: 'Sample Post', trackingNumber: 'SP123456789' },
    );
    expect(page.body).toContain(shipped.subject.replaceAll('&', '&amp;'));
    // An order the site does not have is not found.
    expect((await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}?order=${'0'.repeat(24)}`)).statusCode).toBe(
      404,
    );
    expect(
      (await owner().get(`${COMMERCE_EMAIL_PREVIEW_PATH}/order-new?order=${'0'.repeat(24)}`)).statusCode,
    ).toBe(404);
  });
});
