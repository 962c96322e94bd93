import { PERMISSIONS } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail, aboutPage } from '../testing/demo-pages.ts';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { formatLocalTime } from '../ui/time.ts';
import { PageForm } from './PageForm.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const ABOUT = `/api/config/pages/${aboutPage.id}`;

/** The About page's settings form (the canvas saves its content on its own). */
async function openAboutEditor(detail = aboutDetail, beforeSave?: () => Promise<boolean>) {
  const onSaved = vi.fn();
  rendered = await render(
    <PageForm
      detail={detail}
      permissions={PERMISSIONS}
      onSaved={onSaved}
      onReload={() => {}}
      beforeSave={beforeSave}
    />,
  );
  return { container: rendered.container, onSaved };
}

/** The form's submit button, whatever it says ('Save', 'Save and publish', 'Save draft'). */
async function save(container: HTMLElement) {
  const submit = container.querySelector<HTMLButtonElement>('form.page-form button[type="submit"]');
  if (!submit) throw new Error('no submit button');
  await click(submit);
}

describe('the page settings form', () => {
  it('saves only the changed title, and says Saved (the page is Hidden)', async () => {
    const saveTitle = heldRoute({ body: { page: { ...aboutPage, title: 'About us' } } });
    const api = fakeApi({ [`PUT ${ABOUT}`]: saveTitle.route });
    const { container, onSaved } = await openAboutEditor();
    await typeInto(field(container, 'Title') as HTMLInputElement, 'About us');
    await save(container);
    expect(button(container, 'Saving…')?.disabled).toBe(true);
    saveTitle.release();
    await waitFor(() => textOf(container.querySelector('[role="status"]')) === 'Saved', 'Saved');
    expect(api.sent.filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', path: ABOUT, body: { title: 'About us' } },
    ]);
    expect(onSaved).toHaveBeenCalledWith({ ...aboutPage, title: 'About us' });
  });

  it('saves the canvas’s draft first, and stops there when it cannot', async () => {
    const api = fakeApi({ [`PUT ${ABOUT}`]: { body: { page: aboutPage } } });
    const beforeSave = vi.fn(async () => false);
    const { container } = await openAboutEditor(aboutDetail, beforeSave);
    await typeInto(field(container, 'Title') as HTMLInputElement, 'About us');
    await save(container);
    expect(beforeSave).toHaveBeenCalled();
    await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('says so when there is nothing to publish', async () => {
    const api = fakeApi({});
    const { container } = await openAboutEditor();
    await save(container);
    await waitFor(
      () => textOf(container.querySelector('[role="status"]')) === 'No changes to publish.',
      'notice',
    );
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });
  describe('scheduling', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    const scheduledAbout = {
      ...aboutPage,
      publicationState: 2 as const,
      publicationLabel: 'Scheduled',
      publishAt: '2030-03-12T16:30:00.000Z',
    };

    it('offers the state as it is and every move core allows an admin, and a time only when Scheduled', async () => {
      fakeApi({});
      const { container } = await openAboutEditor();
      const publication = field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement;
      expect([...publication.options].map((o) => [o.value, textOf(o)])).toEqual([
        ['4', 'Hidden'],
        ['1', 'Available (Publish)'],
        ['2', 'Scheduled (Schedule)'],
        ['3', 'Needs Review (Submit for review)'],
        ['5', 'Private (Make private)'],
        ['6', 'Deleted (Move to trash)'],
      ]);
      expect(field(container, 'Publish at')).toBeUndefined();
      await typeInto(publication, '2');
      expect(field(container, 'Publish at')?.type).toBe('datetime-local');
      await typeInto(publication, '1');
      expect(field(container, 'Publish at')).toBeUndefined();
    });

    it('takes the time in the owner’s time zone, sends it in UTC, and lists the page as Scheduled with it', async () => {
      vi.stubEnv('TZ', 'America/New_York');
      const api = fakeApi({ [`PUT ${ABOUT}`]: { body: { page: scheduledAbout } } });
      const { container, onSaved } = await openAboutEditor();
      await typeInto(field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement, '2');
      const time = field(container, 'Publish at') as HTMLInputElement;
      expect(textOf(document.getElementById(time.getAttribute('aria-describedby') ?? ''))).toBe(
        'In your time zone (America/New_York).',
      );
      // 12:30 in New York on 12 March 2030 (daylight time, UTC−4) is 16:30 UTC.
      await typeInto(time, '2030-03-12T12:30');
      await save(container);
      const notice = `Saved. Publishes ${formatLocalTime(scheduledAbout.publishAt)}.`;
      await waitFor(() => textOf(container.querySelector('[role="status"]')) === notice, 'the notice');
      expect(api.sent.filter(({ method }) => method === 'PUT')).toEqual([
        { method: 'PUT', path: ABOUT, body: { publicationState: 2, publishAt: '2030-03-12T16:30:00.000Z' } },
      ]);
      expect(onSaved).toHaveBeenCalledWith(scheduledAbout);
      // Saving again sends nothing more: the time is as the server has it.
      await save(container);
      await waitFor(
        () => textOf(container.querySelector('[role="status"]')) === 'No changes to publish.',
        'notice',
      );
    });

    it('shows a scheduled page’s time in the owner’s zone', async () => {
      vi.stubEnv('TZ', 'Asia/Tokyo');
      fakeApi({});
      const { container } = await openAboutEditor({ ...aboutDetail, page: scheduledAbout });
      expect(field<HTMLSelectElement>(container, 'Publication')?.value).toBe('2');
      expect(field(container, 'Publish at')?.value).toBe('2030-03-13T01:30');
    });

    it('shows the server’s refusal beside the time and moves the focus to it', async () => {
      fakeApi({
        [`PUT ${ABOUT}`]: {
          status: 400,
          body: {
            error: 'Choose a time in the future.',
            errors: { publishAt: 'Choose a time in the future.' },
          },
        },
      });
      const { container } = await openAboutEditor();
      await typeInto(field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement, '2');
      await typeInto(field(container, 'Publish at') as HTMLInputElement, '2001-01-01T09:00');
      await save(container);
      const time = await waitFor(
        () =>
          field(container, 'Publish at')?.getAttribute('aria-invalid') === 'true' &&
          field(container, 'Publish at'),
        'the refusal',
      );
      expect(document.activeElement).toBe(time);
      expect(textOf(container.querySelector('.field-error'))).toBe('Choose a time in the future.');
    });
  });
});
