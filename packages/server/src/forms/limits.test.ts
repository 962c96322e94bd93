// What a submission meets besides its values, on both engines: the rate limit holds when many are
// sent at the same moment (per address refused, per form held: counted one after another, never overshot),
// each notified address gets one mail, a third party's captcha chosen without its key is logged in
// the spec's words while ALTCHA keeps guarding the form, and the CSV reads right for every field type.
// Past the per-form limit a submission is held, not refused: a flood from many addresses cannot
// close a form to a real visitor, and what is held sends no mail or webhook until released.
import { FORM_MESSAGES, type FormDefinition, newFormField } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import type { HttpError } from '../http/errors.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { effectiveCaptcha } from './captcha/settings.ts';
import {
  createForm,
  FORM_MAIL_KIND,
  RATE_PER_ADDRESS,
  RATE_PER_FORM,
  RATE_WINDOW_MS,
  rateLimitAddress,
  type Submission,
  saveForm,
  submitForm,
} from './service.ts';

/** A CSV file's rows (RFC 4180: quoted cells, "" for a quote, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe.each(ENGINES)('form submission limits on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  async function formWith(change: Partial<FormDefinition>): Promise<FormDefinition> {
    const { form, version } = await createForm(suite.db, website.id, 'Limits', Date.now());
    const { id: _id, ...body } = { ...form, ...change };
    return (
      await saveForm(
        suite.db,
        website.id,
        form.id,
        { form: body, version },
        { now: Date.now(), sanitize: (h) => h },
      )
    ).form;
  }

  const submission = (formId: string, values: Submission['values'], change: Partial<Submission> = {}) => ({
    websiteId: website.id,
    siteTitle: 'Demo',
    secret: 'limits-secret',
    formId,
    key: null,
    values,
    captchaKey: null,
    address: '10.50.0.1',
    pageTitle: 'Contact',
    pagePath: '/contact',
    now: Date.now(),
    ...change,
  });

  async function storedCount(formId: string): Promise<number> {
    const row = await suite.db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function heldCount(formId: string): Promise<number> {
    const row = await suite.db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('form_id', '=', formId)
      .where('held', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function mailsTo(address: string): Promise<number> {
    const row = await suite.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', FORM_MAIL_KIND)
      .where('to_address', '=', address)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Webhook posts queued for this form's submissions. */
  async function webhooksOf(formId: string): Promise<number> {
    const rows = await suite.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'forms.webhook')
      .execute();
    return rows.filter((r) => {
      const payload = JSON.parse(r.payload) as { body?: string };
      return (
        payload.body !== undefined && (JSON.parse(payload.body) as { formId?: string }).formId === formId
      );
    }).length;
  }

  /** Sends them all at once: how many were stored, and the refusals' statuses and words. */
  async function sendAtOnce(submissions: Submission[]) {
    const results = await Promise.allSettled(submissions.map((s) => submitForm(suite.db, s)));
    const refusals = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => `${(r.reason as HttpError).statusCode} ${(r.reason as HttpError).message}`);
    return { accepted: results.length - refusals.length, refusals };
  }

  it('lets one address send 5 a minute to a form, however many it sends at the same moment', async () => {
    const form = await formWith({ fields: [newFormField('note', 'text', 'Note')] });
    const now = Date.now();
    const burst = Array.from({ length: 12 }, (_, i) =>
      submission(form.id, { note: `n${i}` }, { address: '10.50.1.1', now }),
    );
    const { accepted, refusals } = await sendAtOnce(burst);
    expect(accepted).toBe(RATE_PER_ADDRESS);
    expect(refusals).toEqual(Array(12 - RATE_PER_ADDRESS).fill(`429 ${FORM_MESSAGES.rateLimited}`));
    expect(await storedCount(form.id)).toBe(RATE_PER_ADDRESS);
    // Another address is not held back, and a minute later this one may send again.
    await submitForm(suite.db, submission(form.id, { note: 'other' }, { address: '10.50.1.2', now }));
    await submitForm(
      suite.db,
      submission(form.id, { note: 'later' }, { address: '10.50.1.1', now: now + RATE_WINDOW_MS + 1 }),
    );
    expect(await storedCount(form.id)).toBe(RATE_PER_ADDRESS + 2);
  });

  it('counts an IPv6 sender by its /64 network, which it may write from any address of', async () => {
    expect(rateLimitAddress('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(rateLimitAddress('2001:DB8:0a::ff')).toBe('2001:db8:a:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('192.0.2.7')).toBe('192.0.2.7');
    const form = await formWith({ fields: [newFormField('note', 'text', 'Note')] });
    const now = Date.now();
    const rotating = Array.from({ length: 12 }, (_, i) =>
      submission(form.id, { note: `v6 ${i}` }, { address: `2001:db8:5:6::${(i + 1).toString(16)}`, now }),
    );
    const { accepted } = await sendAtOnce(rotating);
    expect(accepted).toBe(RATE_PER_ADDRESS);
    // Another network is not held back.
    await submitForm(suite.db, submission(form.id, { note: 'other' }, { address: '2001:db8:5:7::1', now }));
    expect(await storedCount(form.id)).toBe(RATE_PER_ADDRESS + 1);
  });

  it('holds what comes past 100 a minute from everyone, however many arrive at once: none refused', async () => {
    const form = await formWith({ fields: [newFormField('note', 'text', 'Note')] });
    const now = Date.now();
    const crowd = Array.from({ length: RATE_PER_FORM + 20 }, (_, i) =>
      submission(form.id, { note: `c${i}` }, { address: `10.51.${i >> 8}.${i & 255}`, now }),
    );
    const { accepted, refusals } = await sendAtOnce(crowd);
    expect(refusals).toEqual([]);
    expect(accepted).toBe(RATE_PER_FORM + 20);
    expect(await storedCount(form.id)).toBe(RATE_PER_FORM + 20);
    expect(await heldCount(form.id)).toBe(20);
  }, 60_000);

  it('lets a real visitor through a flood from 25 addresses, held and unmailed, until the owner releases it', async () => {
    const form = await formWith({
      fields: [newFormField('note', 'text', 'Note')],
      storage: { notifyEmails: ['flood-owner@example.com'], webhookUrl: 'https://hooks.example.com/flood' },
    });
    const now = Date.now();
    // 25 addresses × 5 each in one minute: 125, each address within its own limit.
    for (let a = 0; a < 25; a++)
      await sendAtOnce(
        Array.from({ length: RATE_PER_ADDRESS }, (_, i) =>
          submission(form.id, { note: `flood ${a}.${i}` }, { address: `10.54.0.${a + 1}`, now: now + a }),
        ),
      );
    expect(await storedCount(form.id)).toBe(125);
    const visitor = await submitForm(
      suite.db,
      submission(form.id, { note: 'a real question' }, { address: '10.54.1.1', now: now + 30_000 }),
    );
    expect(visitor.held).toBe(true);
    expect(await storedCount(form.id)).toBe(126);
    expect(await heldCount(form.id)).toBe(26);
    // The 100 within the limit were mailed and posted; the 26 held ones were not.
    expect(await mailsTo('flood-owner@example.com')).toBe(RATE_PER_FORM);
    expect(await webhooksOf(form.id)).toBe(RATE_PER_FORM);
    // The owner sees them under Held, and releasing one sends its mail and post then.
    const inbox = await owner().request('GET', `/api/config/forms/${form.id}/submissions?held=true`);
    expect(inbox.statusCode).toBe(200);
    const held = inbox.json().submissions as { id: string; held: boolean; values: { note: string } }[];
    expect(held).toHaveLength(26);
    expect(held.every((s) => s.held)).toBe(true);
    expect(held[0]?.values.note).toBe('a real question');
    const released = await owner().request(
      'POST',
      `/api/config/forms/${form.id}/submissions/${visitor.submissionId}/release`,
    );
    expect(released.statusCode).toBe(200);
    expect(released.json().held).toBe(false);
    expect(await heldCount(form.id)).toBe(25);
    expect(await mailsTo('flood-owner@example.com')).toBe(RATE_PER_FORM + 1);
    expect(await webhooksOf(form.id)).toBe(RATE_PER_FORM + 1);
    // A second release changes nothing; an unknown one is 404.
    await owner().request('POST', `/api/config/forms/${form.id}/submissions/${visitor.submissionId}/release`);
    expect(await mailsTo('flood-owner@example.com')).toBe(RATE_PER_FORM + 1);
    const unknown = await owner().request(
      'POST',
      `/api/config/forms/${form.id}/submissions/${newId()}/release`,
    );
    expect(unknown.statusCode).toBe(404);
    // One address past its own 5 is still refused.
    const sixth = await submitForm(
      suite.db,
      submission(form.id, { note: 'sixth' }, { address: '10.54.0.1', now: now + 40_000 }),
    ).catch((error: HttpError) => `${error.statusCode} ${error.message}`);
    expect(sixth).toBe(`429 ${FORM_MESSAGES.rateLimited}`);
  }, 60_000);

  it('mails each notified address once, however often the owner listed it', async () => {
    const form = await formWith({
      fields: [newFormField('note', 'text', 'Note')],
      storage: {
        notifyEmails: ['once@example.com', 'Once@Example.com', 'twice@example.com'],
        webhookUrl: '',
      },
    });
    await submitForm(suite.db, submission(form.id, { note: 'hello' }, { address: '10.52.0.1' }));
    const outbox = await suite.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', FORM_MAIL_KIND)
      .where('to_address', 'in', ['once@example.com', 'Once@Example.com', 'twice@example.com'])
      .execute();
    expect(outbox.map((m) => m.to_address.toLowerCase()).sort()).toEqual([
      'once@example.com',
      'twice@example.com',
    ]);
  });

  it("logs 'ReCaptcha has not been set up!' for a third party chosen without its keys; ALTCHA still guards", async () => {
    const form = await formWith({ captcha: true, fields: [newFormField('note', 'text', 'Note')] });
    const warnings: string[] = [];
    const send = (settings: string, address: string) =>
      submitForm(
        suite.db,
        submission(
          form.id,
          { note: 'hi' },
          { captcha: effectiveCaptcha(settings), address, warn: (m) => warnings.push(m) },
        ),
      ).catch((error: HttpError) => `${error.statusCode} ${error.message}`);
    const incomplete = `400 ${FORM_MESSAGES.captchaIncomplete}`;
    expect(await send('{"captcha":{"provider":"recaptcha","siteKey":""}}', '10.53.0.1')).toBe(incomplete);
    expect(warnings).toEqual([FORM_MESSAGES.captchaNotSetUp]);
    // A site key without its secret is not set up either: ALTCHA guards, and the log says so.
    expect(await send('{"captcha":{"provider":"turnstile","siteKey":"key-given"}}', '10.53.0.2')).toBe(
      incomplete,
    );
    expect(await send('{"captcha":{"provider":"altcha","siteKey":""}}', '10.53.0.3')).toBe(incomplete);
    expect(warnings).toHaveLength(2);
    expect(
      effectiveCaptcha('{"captcha":{"provider":"turnstile","siteKey":"k"},"captchaSecret":"s"}'),
    ).toEqual({
      provider: 'turnstile',
      siteKey: 'k',
      secret: 's',
      notSetUp: false,
    });
    expect(await storedCount(form.id)).toBe(0);

    // The choice is read from the site's settings, ALTCHA when there is none or it is not one we know.
    expect(readWebsiteSettings('{}').captcha).toEqual({ provider: 'altcha', siteKey: '' });
    expect(readWebsiteSettings('{"captcha":{"provider":"hcaptcha"}}').captcha).toEqual({
      provider: 'hcaptcha',
      siteKey: '',
    });
    expect(readWebsiteSettings('{"captcha":{"provider":"other","siteKey":"k"}}').captcha.provider).toBe(
      'altcha',
    );
  });

  it("refuses a field named as the form's own inputs (formId, collectionId, disclaimer)", async () => {
    const { form, version } = await createForm(suite.db, website.id, 'Names', Date.now());
    const { id: _id, ...body } = form;
    const fields = ['email', 'formId', 'collectionId', 'disclaimer'].map((id) =>
      newFormField(id, 'text', id),
    );
    const refused = await owner().request('PUT', `/api/config/forms/${form.id}`, {
      json: { form: { ...body, fields }, version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'form.fields.1.id': 'The name formId is taken by the form itself; choose another.',
      'form.fields.2.id': 'The name collectionId is taken by the form itself; choose another.',
      'form.fields.3.id': 'The name disclaimer is taken by the form itself; choose another.',
    });
  });

  it('exports every field type as its text: parts joined, likert a line per statement, formulas inert', async () => {
    const field = (id: string, type: Parameters<typeof newFormField>[1], options?: string[]) => ({
      ...newFormField(id, type, `The ${type}`),
      ...(options ? { options } : {}),
    });
    const form = await formWith({
      fields: [
        field('text', 'text'),
        field('textarea', 'textarea'),
        field('email', 'email'),
        field('number', 'number'),
        field('website', 'website'),
        field('currency', 'currency'),
        field('password', 'password'),
        field('twitter', 'twitter'),
        field('date', 'date'),
        field('time', 'time'),
        field('name', 'name'),
        field('address', 'address'),
        field('phone', 'phone'),
        field('section', 'section'),
        field('radio', 'radio', ['Yes', 'No']),
        field('checkbox', 'checkbox', ['Tea', 'Coffee', 'Milk']),
        field('select', 'select', ['Small', 'Large']),
        field('likert', 'likert', ['Clear', 'Quick']),
        { ...field('hidden', 'hidden'), label: '', key: 'utm_source' },
      ],
    });
    const values = {
      text: '=SUM(A1:A9)',
      textarea: 'Two lines,\nwith "quotes"',
      email: 'ada@example.com',
      number: '42',
      website: 'example.com',
      currency: '9.50',
      password: 'secret',
      twitter: '@ada',
      date: ['12', '10', '1815'],
      time: ['9', '30', '', 'AM'],
      name: ['Ada', 'Lovelace'],
      address: ['12 St James Sq', '', 'London', '', 'SW1Y', 'UK'],
      phone: ['+44', '', '020', '7946 0000'],
      radio: 'No',
      checkbox: ['Tea', 'Milk'],
      select: 'Large',
      likert: { Clear: '2', Quick: '-1' },
      hidden: 'newsletter',
    };
    await submitForm(suite.db, submission(form.id, values, { address: '10.54.0.1' }));

    const csv = await owner().get(`/api/config/forms/${form.id}/submissions.csv`);
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = parseCsv(csv.body);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      ...form.fields.filter((f) => f.type !== 'section').map((f) => f.label || f.key),
      'Submitted at',
      'Page',
    ]);
    expect(header).toContain('utm_source');
    expect(row?.slice(0, -2)).toEqual([
      "'=SUM(A1:A9)",
      'Two lines,\nwith "quotes"',
      'ada@example.com',
      '42',
      'example.com',
      '9.50',
      'secret',
      "'@ada",
      '12, 10, 1815',
      '9, 30, AM',
      'Ada, Lovelace',
      '12 St James Sq, London, SW1Y, UK',
      "'+44, 020, 7946 0000",
      'No',
      'Tea, Milk',
      'Large',
      'Clear: Strongly Agree\nQuick: Disagree',
      'newsletter',
    ]);
    expect(new Date(row?.at(-2) ?? '').toString()).not.toBe('Invalid Date');
    expect(row?.at(-1)).toBe('/contact');
  });
});
