import { type FormDefinition, newFormField } from '@tessera/core';
import type { SubmissionView } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { Inbox } from './Inbox.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const FORM_ID = 'f0f0f0000000000000000001';
const form = {
  id: FORM_ID,
  name: 'Contact',
  fields: [newFormField('note', 'text', 'Note')],
} as FormDefinition;
const sent = (id: string, note: string, held: boolean): SubmissionView => ({
  id,
  createdAt: '2026-03-01T10:00:00.000Z',
  read: true,
  held,
  values: { note },
  pageTitle: 'Contact',
  pagePath: '/contact',
});
const question = sent('5e0000000000000000000001', 'A real question', true);
const earlier = sent('5e0000000000000000000002', 'Within the limit', false);
const SUBMISSIONS = `/api/config/forms/${FORM_ID}/submissions`;

describe('Inbox', () => {
  it('badges what was held past the flood limit, filters to it, and releases one', async () => {
    const api = fakeApi({
      [`GET ${SUBMISSIONS}`]: [
        { body: { submissions: [question, earlier], next: null } },
        { body: { submissions: [question], next: null } },
      ],
      [`POST ${SUBMISSIONS}/${question.id}/release`]: { body: { ...question, held: false } },
    });
    rendered = await render(<Inbox formId={FORM_ID} form={form} />);
    const { container } = rendered;
    await waitFor(() => textOf(container).includes('Within the limit'), 'the inbox');
    const titles = [...container.querySelectorAll('.page-item-title')].map((t) => textOf(t));
    expect(titles).toEqual(['Held · A real question', 'Within the limit']);

    await click(field(container, 'Held only'));
    await waitFor(() => !textOf(container).includes('Within the limit'), 'the held ones only');
    expect(api.requested.at(-1)).toBe(`GET ${SUBMISSIONS}?q=&held=true`);

    await click(container.querySelector<HTMLButtonElement>('.page-item') ?? undefined);
    expect(textOf(container)).toContain('no mail or webhook went out for it');
    await click(button(container, 'Release'));
    await waitFor(() => textOf(container).includes('No held submissions.'), 'the released one gone');
    expect(api.calls()).toContain(`POST ${SUBMISSIONS}/${question.id}/release`);
    expect(textOf(container.querySelector('.save-status'))).toBe(
      'Released the submission: its notifications are on their way.',
    );
  });
});
