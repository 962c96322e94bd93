// Hostile text in the config area's sub-screens (issue 31, Hardening II), on the shared server. Markup
// that would run a script if it were ever read as HTML (an image's error handler, a <script>, an
// attribute broken out of with "> and an <svg onload>) is planted through the product's own APIs in
// everything an owner reads that someone else wrote, or the owner did: a product (name, description,
// option name and values, tags), a visitor's order through the public cart and checkout with the test
// card (name and address lines; a part fulfilment with a hostile carrier), a form submission through
// the public form API (every text field, the page it says it came from), a comment, a file's title, a
// page (title, SEO title and description), a blog post (title, tag), a mailing list and a sign-up's
// name. The owner then opens each screen and sub-screen showing it: the text is there as text, no
// payload ran, no element or handler of a payload is in the document, the config area's CSP refused
// nothing (it would refuse an injected inline handler before it ran), and no dialog opened.
// Everything made here has names of this run's own and is left Hidden or unlinked where the published
// site would show it, so the other files on the shared server see nothing of it.

import type { FrameLocator, Page } from '@playwright/test';
import type { FormFieldType } from '@tessera/core';
import { type ConfigCall, configApi } from '../support/config-api.ts';
import { expect, openConfigScreen, signInAtConfig, sitePreview, test } from '../support/fixtures.ts';
import { guardAgainstScripts, ranPayload, XSS_IMAGE } from '../support/xss.ts';

const RUN = `x44${Date.now().toString(36)}`;
const SCRIPT = '<script>window.__xss=1</script>';
const BREAKOUT = '"><svg onload=window.__xss=1>';
/** All three payloads around a word and this run's mark (some 110 characters and the word). */
const hostile = (what: string) => `${XSS_IMAGE}${what} ${RUN}${SCRIPT}${BREAKOUT}`;
/** Two of them, for fields of 100 characters at most. */
const shortHostile = (what: string) => `${XSS_IMAGE}${what}${BREAKOUT}`;

const PRODUCT = hostile('Kiln product');
const DESCRIPTION_TEXT = hostile('Description');
const OPTION = SCRIPT;
const VALUE_A = XSS_IMAGE;
const VALUE_B = BREAKOUT;
const PRODUCT_TAG = `${BREAKOUT}tag`;
const BUYER_EMAIL = `buyer-${RUN}@example.com`;
const ADDRESS = {
  name: hostile('Buyer'),
  line1: hostile('Line one'),
  line2: hostile('Line two'),
  city: shortHostile('City'),
  state: 'NY',
  zip: '10001',
  country: 'US',
};
const CARRIER = shortHostile('Carrier');
const TRACKING = shortHostile('Tracking');
const FORM_NAME = hostile('Form');
const FORM_LABEL = hostile('Topic label');
const FORM_VALUES = {
  topic: hostile('Topic'),
  message: hostile('Message'),
  who: [hostile('First'), hostile('Last')],
  where: [hostile('Street'), hostile('Flat'), hostile('Town'), shortHostile('State'), '10001', 'US'],
  ref: hostile('Hidden'),
};
const FORM_PAGE_PATH = `/contact?from=${BREAKOUT}${RUN}`;
const COMMENTER = shortHostile('Commenter');
const COMMENTER_EMAIL = `commenter-${RUN}@example.com`;
const COMMENT_TEXT = `${hostile('Comment')} javascript:window.__xss=1`;
const FILE_TITLE = `${hostile('File')}.txt`;
const PAGE_TITLE = hostile('Page');
const SEO_TITLE = shortHostile('SEO');
const SEO_DESCRIPTION = hostile('SEO description');
const POST_TITLE = hostile('Post');
const POST_TAG = BREAKOUT;
const LIST_NAME = hostile('List');
const SUBSCRIBER = hostile('Subscriber');
const SUBSCRIBER_EMAIL = `subscriber-${RUN}@example.com`;

interface Planted {
  orderNumber: string;
  commentStatus: string;
}

/** A physical product with one hostile option of two hostile values, Available to be bought. */
async function plantProduct(call: ConfigCall) {
  const variant = (value: string) => ({
    id: null,
    sku: '',
    price: 1500,
    salePrice: 0,
    onSale: false,
    qtyInStock: 5,
    unlimited: false,
    weight: 1,
    length: 0,
    width: 0,
    height: 0,
    optionValues: { [OPTION]: value },
  });
  const escaped = DESCRIPTION_TEXT.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return call('POST /api/config/commerce/products', {
    body: {
      productType: 1,
      name: PRODUCT,
      // Text that reads as markup, and markup itself (which the server's sanitiser must take out).
      description: `<p>${escaped}</p><p>${XSS_IMAGE}${SCRIPT}<a href="javascript:window.__xss=1">link</a></p>`,
      urlId: '',
      imageIds: [],
      tags: [PRODUCT_TAG],
      categories: [],
      publicationState: 1,
      options: [{ name: OPTION, values: [VALUE_A, VALUE_B] }],
      variants: [variant(VALUE_A), variant(VALUE_B)],
      digitalAssetId: null,
    },
  });
}

/** The owner's side: everything the visitor's calls need, and what the owner writes. */
async function plantOwnerText(call: ConfigCall) {
  const { pages } = await call('GET /api/config/pages');
  const blog = pages.find((p) => p.type === 'blog');
  if (!blog) throw new Error('The demo has no blog');
  const [product, form, post, list] = await Promise.all([
    plantProduct(call),
    (async () => {
      const made = await call('POST /api/config/forms', { body: { name: FORM_NAME } });
      const { id: _id, ...definition } = made.form;
      const [model] = definition.fields;
      if (!model) throw new Error('A new form has no field to copy');
      const field = (id: string, type: FormFieldType, label: string) => ({
        ...model,
        id,
        type,
        label,
        required: false,
        key: type === 'hidden' ? id : '',
      });
      await call('PUT /api/config/forms/:formId', {
        params: { formId: made.form.id },
        body: {
          version: made.version,
          form: {
            ...definition,
            fields: [
              field('topic', 'text', FORM_LABEL),
              ...definition.fields,
              field('message', 'textarea', 'Message'),
              field('who', 'name', 'Name'),
              field('where', 'address', 'Address'),
              field('ref', 'hidden', ''),
            ],
          },
        },
      });
      return made.form;
    })(),
    (async () => {
      const made = await call('POST /api/config/blogs/:id/posts', {
        params: { id: blog.id },
        body: { title: POST_TITLE },
      });
      // Published for as long as the comment takes: comments are only taken on published posts.
      await call('PUT /api/config/posts/:id', {
        params: { id: made.post.id },
        body: { tags: [POST_TAG], publicationState: 1 },
      });
      return made.post;
    })(),
    call('POST /api/config/newsletters/lists', { body: { name: LIST_NAME } }).then((made) => made.list),
    (async () => {
      const { page } = await call('POST /api/config/pages', {
        body: { title: PAGE_TITLE, template: 'blank', navigation: 'none' },
      });
      await call('PUT /api/config/pages/:id/settings', {
        params: { id: page.id },
        body: { seoTitle: SEO_TITLE, seoDescription: SEO_DESCRIPTION },
      });
    })(),
    call('POST /api/config/files', {
      query: { name: FILE_TITLE },
      file: Buffer.from('Not an image: the About template takes the newest image.\n'),
    }),
  ]);
  return { product, form, post, list };
}

/** A visitor's order of two of the first variant and one of the second, with the test card. */
async function placeOrder(visit: ConfigCall, product: { id: string; variants: { id: string | null }[] }) {
  const [first, second] = product.variants;
  if (!first?.id || !second?.id) throw new Error('The product has not its two variants');
  await visit('POST /api/commerce/cart/entries', {
    body: { productId: product.id, variantId: first.id, quantity: 2 },
  });
  await visit('POST /api/commerce/cart/entries', {
    body: { productId: product.id, variantId: second.id, quantity: 1 },
  });
  const location = { country: 'US', state: 'NY', zip: '10001' };
  const offered = await visit('PUT /api/commerce/cart/shipping', { body: { location, optionId: null } });
  const option = offered.shippingOptions.find((o) => !o.pickup);
  if (!option) throw new Error('No shipping option to New York');
  const cart = await visit('PUT /api/commerce/cart/shipping', { body: { location, optionId: option.id } });
  const { order } = await visit('POST /api/commerce/checkout', {
    body: {
      email: BUYER_EMAIL,
      shippingAddress: ADDRESS,
      shippingOptionId: option.id,
      expectedTotalCents: cart.grandTotalCents,
      payment: {
        provider: 'test',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    },
    headers: { 'Idempotency-Key': `${RUN}-order` },
  });
  return order;
}

async function submitForm(visit: ConfigCall, formId: string) {
  const { key } = await visit('POST /api/form/FormSubmissionKey');
  await visit('POST /api/form/SaveFormSubmission', {
    body: {
      key,
      formId,
      collectionId: null,
      form: JSON.stringify({ ...FORM_VALUES, email: `sender-${RUN}@example.com` }),
      pageTitle: hostile('Page title'),
      pagePath: FORM_PAGE_PATH,
    },
  });
}

/** Plants everything: the owner's calls from the signed-in page, the visitor's from a browser of its own. */
async function plant(page: Page, visitor: Page): Promise<Planted> {
  const call = await configApi(page);
  const visit = await configApi(visitor);
  const { product, form, post, list } = await plantOwnerText(call);
  const [order, comment] = await Promise.all([
    placeOrder(visit, product),
    visit('POST /api/comments/posts/:id', {
      params: { id: post.id },
      body: { name: COMMENTER, email: COMMENTER_EMAIL, text: COMMENT_TEXT },
    }),
    submitForm(visit, form.id),
    visit('POST /api/newsletter/subscribe', {
      body: { listId: list.id, email: SUBSCRIBER_EMAIL, name: SUBSCRIBER },
    }),
  ]);
  // Hidden again, so the published shop and journal never list them beside the other files' checks.
  const read = await call('GET /api/config/commerce/products/:productId', {
    params: { productId: product.id },
  });
  const {
    id: _id,
    collectionId: _shop,
    fullUrl: _url,
    images: _images,
    digitalAsset: _file,
    ...input
  } = read;
  await Promise.all([
    call('PUT /api/config/commerce/products/:productId', {
      params: { productId: product.id },
      body: { ...input, publicationState: 4 },
    }),
    call('PUT /api/config/posts/:id', { params: { id: post.id }, body: { publicationState: 4 } }),
    // One of the two first-variant mugs shipped, with the owner's hostile carrier and tracking number.
    (async () => {
      const detail = await call('GET /api/config/commerce/orders/:orderId', {
        params: { orderId: order.id },
      });
      const line = detail.lines.find((l) => l.optionValues[OPTION] === VALUE_A);
      if (!line) throw new Error('The order has not its first line');
      await call('POST /api/config/commerce/orders/:orderId/fulfilments', {
        params: { orderId: order.id },
        body: { lines: [{ lineId: line.id, quantity: 1 }], carrier: CARRIER, trackingNumber: TRACKING },
      });
    })(),
  ]);
  // Nothing of this run's is left on the published shop or journal for the other files' visitors
  // (a page another process cached meanwhile is dropped as the change reaches it).
  for (const path of ['/shop', '/journal'])
    await expect
      .poll(() => visitor.evaluate(async (url) => (await fetch(url, { credentials: 'omit' })).text(), path), {
        message: `${path} as visitors get it`,
      })
      .not.toContain(RUN);
  return { orderNumber: order.number, commentStatus: comment.status };
}

/**
 * Nothing of a payload ran or is in the document: no window mark, no element carrying an event
 * handler attribute or a javascript: address, no script of a payload, and nothing the CSP refused.
 * The config area's own document, or a frame of it: the site preview and the canvas are of its origin.
 */
async function expectInert(target: Page | FrameLocator, where: string) {
  const found = await target.locator('html').evaluate((root) => {
    const marks: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes)
        if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          marks.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
      if (element.tagName === 'SCRIPT' && (element.textContent ?? '').includes('__xss'))
        marks.push('<script>');
    }
    const w = root.ownerDocument.defaultView as unknown as { __xss?: number; __refusedByCsp?: string[] };
    return { ran: w.__xss !== undefined, marks, refusedByCsp: w.__refusedByCsp ?? [] };
  });
  expect(found, where).toEqual({ ran: false, marks: [], refusedByCsp: [] });
}

test('every config screen shows planted hostile text as text and runs none of it', async ({
  page,
  browser,
  server,
}) => {
  guardAgainstScripts(page);
  // What the config area's CSP refuses (an injected inline handler or script would be) is counted.
  await page.addInitScript(() => {
    const w = window as unknown as { __refusedByCsp: string[] };
    w.__refusedByCsp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__refusedByCsp.push(`${event.violatedDirective}: ${event.sample}`),
    );
  });
  const visitorContext = await browser.newContext({ baseURL: server.demoUrl });
  const visitor = await visitorContext.newPage();
  await Promise.all([signInAtConfig(page, server.owner), visitor.goto('/api/auth/Crumb')]);
  const { orderNumber, commentStatus } = await plant(page, visitor);
  await visitorContext.close();
  // Drawn again with everything there (the pages panel read its list before).
  await page.reload();
  await expect(page.locator('html[data-config-ready]')).toBeAttached();

  // Pages: the page's row and its settings.
  const pagesPanel = page.getByRole('complementary', { name: 'Pages panel' });
  const pagesNav = pagesPanel.getByRole('navigation', { name: 'Pages' });
  await expect(pagesNav.getByRole('button').filter({ hasText: PAGE_TITLE })).toContainText(PAGE_TITLE);
  await pagesPanel.getByRole('button', { name: `Settings for ${PAGE_TITLE}`, exact: true }).click();
  await expect(pagesPanel.getByRole('heading', { level: 2 })).toHaveText(PAGE_TITLE);
  await expect(pagesPanel.getByText('Loading page settings…')).toBeHidden();
  await expect(pagesPanel.getByRole('textbox', { name: 'Page title' })).toHaveValue(PAGE_TITLE);
  await expect(pagesPanel.getByRole('textbox', { name: 'SEO title' })).toHaveValue(SEO_TITLE);
  await expect(pagesPanel.getByRole('textbox', { name: 'SEO description' })).toHaveValue(SEO_DESCRIPTION);
  await expectInert(page, 'page settings');
  await pagesPanel.getByRole('button', { name: '← Back to pages' }).click();

  // The journal's posts: the post's title and tag.
  await pagesNav.getByRole('button', { name: /^Journal\b/ }).click();
  await expect(pagesPanel.getByRole('heading', { name: 'Journal: posts' })).toBeFocused();
  const post = pagesPanel.getByRole('button').filter({ hasText: POST_TITLE });
  await expect(post).toContainText(POST_TITLE);
  await expect(post).toContainText(POST_TAG);
  await expectInert(page, 'the posts');
  // The site preview beside it, of the config area's origin, lists the post for its owner.
  await expect(sitePreview(page).getByRole('heading', { level: 1 })).toHaveText('Journal');
  await expect(sitePreview(page).locator('main')).toContainText(POST_TITLE);
  await expectInert(sitePreview(page), 'the journal in the site preview');
  // The post on the canvas (past the first-run guide a fresh browser gets), and its settings.
  await post.click();
  await page
    .getByRole('dialog', { name: 'Building your page' })
    .getByRole('button', { name: 'Start editing' })
    .click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(editor.locator('.canvas-title')).toContainText(POST_TITLE);
  await editor.getByRole('tab', { name: 'Post settings' }).click();
  await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(POST_TITLE);
  await expect(editor.getByRole('list', { name: 'Tags' })).toContainText(POST_TAG);
  await expectInert(page, 'a post’s settings');
  await expectInert(page.locator('.canvas-screen iframe').contentFrame(), 'the post’s canvas');
  await editor.getByRole('button', { name: '← Back to posts' }).click();
  await pagesPanel.getByRole('button', { name: '← Back to pages' }).click();

  // Commerce → Products: the list, the product's editor, its trash confirmation.
  let panel = await openConfigScreen(page, 'Commerce');
  const store = panel.getByRole('list', { name: 'Store' });
  await store.getByRole('button', { name: /^Products/ }).click();
  const product = panel
    .getByRole('list', { name: 'Products' })
    .getByRole('button')
    .filter({ hasText: PRODUCT });
  await expect(product).toContainText(PRODUCT);
  await expectInert(page, 'the products');
  await product.click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(PRODUCT);
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(PRODUCT);
  const description = panel.getByRole('textbox', { name: 'Description' });
  await expect(description).toContainText(DESCRIPTION_TEXT);
  await expect(panel.getByRole('textbox', { name: 'Tags' })).toHaveValue(PRODUCT_TAG);
  await expect(panel.getByRole('textbox', { name: 'Option 1 name' })).toHaveValue(OPTION);
  await expect(panel.getByRole('textbox', { name: 'Option 1 values' })).toHaveValue(`${VALUE_A}, ${VALUE_B}`);
  await expect(panel.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveText([
    VALUE_A,
    VALUE_B,
  ]);
  await panel.getByRole('button', { name: 'Move to trash…' }).click();
  await expect(panel.getByRole('group', { name: /^Move .* to the trash\?/ })).toContainText(PRODUCT);
  await expectInert(page, 'the product editor');
  await panel.getByRole('button', { name: 'Keep it' }).click();
  await panel.getByRole('button', { name: '← Back to products' }).click();
  await panel.getByRole('button', { name: '← Back to commerce' }).click();

  // Commerce → Orders: found by the buyer, opened, its fulfil and refund forms.
  await store.getByRole('button', { name: /^Orders/ }).click();
  const orders = panel.getByRole('table', { name: 'Orders, newest first' });
  await panel.getByLabel('Search orders').fill(RUN);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText(ADDRESS.name);
  await expectInert(page, 'the orders');
  await orders.getByRole('button', { name: `Order ${orderNumber}` }).click();
  const order = panel.locator('.order-detail');
  await expect(panel.getByRole('heading', { name: `Order ${orderNumber}` })).toBeFocused();
  const items = panel.getByRole('table', { name: 'Items' });
  await expect(items).toContainText(`${PRODUCT} (${OPTION}: ${VALUE_A})`);
  await expect(items).toContainText(`${PRODUCT} (${OPTION}: ${VALUE_B})`);
  for (const part of [ADDRESS.name, ADDRESS.line1, ADDRESS.line2, ADDRESS.city])
    await expect(order.locator('.order-addresses')).toContainText(part);
  await expect(order.locator('.order-timeline')).toContainText(`${CARRIER}, tracking number ${TRACKING}`);
  await expectInert(page, 'an order');
  await panel.getByRole('button', { name: 'Fulfil items' }).click();
  const fulfil = panel.getByRole('form', { name: `Fulfil order ${orderNumber}` });
  await expect(fulfil.getByLabel(`${PRODUCT} (${OPTION}: ${VALUE_A}), 1 left`)).toBeVisible();
  await expect(fulfil).toContainText(`${PRODUCT} (${OPTION}: ${VALUE_B}), 1 left`);
  await expectInert(page, 'the fulfil form');
  await fulfil.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = panel.getByRole('form', { name: `Refund order ${orderNumber}` });
  await expect(refund).toContainText(`${PRODUCT} (${OPTION}: ${VALUE_A}), 2 not refunded`);
  await expect(refund).toContainText(`${PRODUCT} (${OPTION}: ${VALUE_B}), 1 not refunded`);
  await expectInert(page, 'the refund form');
  await refund.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('button', { name: '← Back to orders' }).click();
  await panel.getByRole('button', { name: '← Back to commerce' }).click();

  // Commerce → Inventory: a row for each variant.
  await store.getByRole('button', { name: /^Inventory/ }).click();
  const stock = panel.getByRole('row').filter({ hasText: PRODUCT });
  await expect(stock).toHaveCount(2);
  await expect(stock.first()).toContainText(VALUE_A);
  await expect(stock.last()).toContainText(VALUE_B);
  await expectInert(page, 'the inventory');

  // Forms: the form, its inbox, the submission opened.
  panel = await openConfigScreen(page, 'Forms');
  const formRow = panel
    .getByRole('list', { name: 'Forms' })
    .getByRole('listitem')
    .filter({ hasText: FORM_NAME });
  await expect(formRow.getByRole('button').first()).toContainText(FORM_NAME);
  await expectInert(page, 'the forms');
  await formRow.getByRole('button').first().click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(FORM_NAME);
  await panel.getByRole('tab', { name: 'Inbox' }).click();
  const submission = panel.getByRole('list', { name: 'Submissions' }).getByRole('button').first();
  await expect(submission).toContainText(FORM_VALUES.topic);
  await expect(submission).toContainText(FORM_PAGE_PATH);
  await submission.click();
  const sent = panel.locator('.form-inbox-item');
  await expect(sent).toContainText(FORM_LABEL);
  for (const value of [FORM_VALUES.topic, FORM_VALUES.message, FORM_VALUES.ref])
    await expect(sent).toContainText(value);
  await expect(sent).toContainText(FORM_VALUES.who.join(', '));
  await expect(sent).toContainText(FORM_VALUES.where.join(', '));
  await expectInert(page, 'a submission');

  // Comments: the comment in its queue, with its post; the reply form names its writer.
  panel = await openConfigScreen(page, 'Comments');
  const queue = panel.getByRole('region', { name: 'Comments' });
  if (commentStatus !== 'pending') await queue.getByRole('tab', { name: /^Approved/ }).click();
  const comment = queue.getByRole('article').filter({ hasText: COMMENTER_EMAIL });
  await expect(comment).toContainText(COMMENTER);
  await expect(comment).toContainText(COMMENT_TEXT);
  await expect(comment.getByRole('link', { name: POST_TITLE })).toBeVisible();
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(comment.getByLabel(`Reply to ${COMMENTER}`)).toBeVisible();
  await expectInert(page, 'the comments');
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();

  // Files: the file, renaming it, confirming its deletion (both left).
  panel = await openConfigScreen(page, 'Files');
  await panel.getByRole('searchbox', { name: 'Search files' }).fill(RUN);
  const files = panel.getByRole('list', { name: 'Files' });
  // The search answers after a pause in typing; until then the whole library shows.
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('link', { name: FILE_TITLE })).toHaveText(FILE_TITLE);
  await files.getByRole('button', { name: `Rename ${FILE_TITLE}` }).click();
  await expect(files.getByRole('textbox', { name: `New name for ${FILE_TITLE}` })).toHaveValue(FILE_TITLE);
  await files.getByRole('button', { name: 'Cancel' }).click();
  await files.getByRole('button', { name: `Delete ${FILE_TITLE}` }).click();
  await expect(files.getByRole('group')).toContainText(`Delete ${FILE_TITLE}?`);
  await expectInert(page, 'the files');
  await files.getByRole('button', { name: 'Keep it' }).click();

  // Newsletters: the list, and its sign-up's name.
  panel = await openConfigScreen(page, 'Newsletters');
  const listRow = panel
    .getByRole('list', { name: 'Mailing lists' })
    .getByRole('listitem')
    .filter({ hasText: LIST_NAME });
  await listRow.getByRole('button', { name: `Delete ${LIST_NAME}` }).click();
  await expect(listRow.getByRole('group')).toContainText(`Delete ${LIST_NAME}?`);
  await expectInert(page, 'the mailing lists');
  await listRow.getByRole('button', { name: 'Keep it' }).click();
  await listRow.getByRole('button').first().click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(LIST_NAME);
  const subscribers = panel.getByRole('list', { name: `Subscribers of ${LIST_NAME}` });
  await expect(subscribers.getByRole('listitem').filter({ hasText: SUBSCRIBER_EMAIL })).toContainText(
    SUBSCRIBER,
  );
  await expectInert(page, 'the subscribers');

  // Outbox: the moderators' mail about the comment, which quotes it.
  panel = await openConfigScreen(page, 'Outbox');
  await panel.getByRole('button').filter({ hasText: POST_TITLE }).first().click();
  await expect(panel.getByRole('heading', { level: 2 })).toContainText(POST_TITLE);
  await expect(panel.locator('pre')).toContainText(COMMENTER);
  await expect(panel.locator('pre')).toContainText(COMMENT_TEXT);
  await expectInert(page, 'the comment’s mail');
  // And the owner's mail about the order, which lists the product.
  await panel.getByRole('button', { name: '← Back to outbox' }).click();
  await panel.getByRole('button', { name: new RegExp(`^New order ${orderNumber} on `) }).click();
  await expect(panel.locator('pre')).toContainText(`2 × ${PRODUCT}`);
  await expectInert(page, 'the order’s mail');
  expect(await ranPayload(page), 'a payload ran').toBe(false);
});
