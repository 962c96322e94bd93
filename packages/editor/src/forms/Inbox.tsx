import { type FormDefinition, type FormFieldValue, formValueText } from '@tessera/core';
import { call, routeUrl } from '@tessera/site/api/call.ts';
import type { SubmissionView } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useId, useState } from 'react';
import { failureMessage } from '../errors.ts';

/** A field's value as core reads it: JSON holds no undefined, whatever the contract's map type allows. */
const fieldValue = (item: SubmissionView, fieldId: string) =>
  item.values[fieldId] as FormFieldValue | undefined;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A form's inbox: newest first, unread marked, searched, each opened to read, marked, deleted. What
 * came past the form's flood limit is marked Held (no mail or webhook went out for it); the Held
 * filter shows only those, each to release (its mail and webhook go out then) or delete.
 */
export function Inbox({ formId, form }: { formId: string; form: FormDefinition }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [heldOnly, setHeldOnly] = useState(false);
  const [items, setItems] = useState<SubmissionView[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | string>('loading');
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(
    async (before: string | null) => {
      setStatus('loading');
      try {
        const page = await call('GET /api/config/forms/:formId/submissions', {
          params: { formId },
          query: { q, ...(heldOnly ? { held: 'true' } : {}), ...(before ? { before } : {}) },
          silent: true,
        });
        setItems((current) => (before ? [...current, ...page.submissions] : page.submissions));
        setNext(page.next);
        setStatus('ready');
      } catch (error) {
        setStatus(failureMessage(error));
      }
    },
    [formId, q, heldOnly],
  );
  // Searching waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => void load(null), 250);
    return () => clearTimeout(timer);
  }, [load]);

  async function setRead(item: SubmissionView, read: boolean) {
    await call('PUT /api/config/forms/:formId/submissions/:submissionId', {
      params: { formId, submissionId: item.id },
      body: { read },
      silent: true,
    });
    setItems((current) => current.map((s) => (s.id === item.id ? { ...s, read } : s)));
  }

  async function open(item: SubmissionView) {
    setOpenId(openId === item.id ? null : item.id);
    if (!item.read) await setRead(item, true);
  }

  async function release(item: SubmissionView) {
    try {
      await call('POST /api/config/forms/:formId/submissions/:submissionId/release', {
        params: { formId, submissionId: item.id },
        silent: true,
      });
      setItems((current) =>
        heldOnly
          ? current.filter((s) => s.id !== item.id)
          : current.map((s) => (s.id === item.id ? { ...s, held: false } : s)),
      );
      setNotice('Released the submission: its notifications are on their way.');
    } catch (error) {
      setNotice(failureMessage(error));
    }
  }

  async function remove(item: SubmissionView) {
    try {
      await call('DELETE /api/config/forms/:formId/submissions/:submissionId', {
        params: { formId, submissionId: item.id },
        silent: true,
      });
      setItems((current) => current.filter((s) => s.id !== item.id));
      setNotice('Deleted the submission.');
    } catch (error) {
      setNotice(failureMessage(error));
    }
    setConfirming(null);
  }

  const fields = form.fields.filter((f) => f.type !== 'section');
  return (
    <section aria-label="Inbox" className="form-inbox">
      <div className="form-inbox-tools">
        <label htmlFor={`${id}-q`}>Search submissions</label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        <label>
          <input type="checkbox" checked={heldOnly} onChange={(e) => setHeldOnly(e.target.checked)} /> Held
          only
        </label>
        {/* A plain link, which the browser downloads (the server streams it). */}
        <a href={routeUrl('GET /api/config/forms/:formId/submissions.csv', { formId })} download>
          Export CSV
        </a>
      </div>
      {status === 'loading' && items.length === 0 && (
        <p role="status" className="panel-note">
          Loading submissions…
        </p>
      )}
      {status !== 'loading' && status !== 'ready' && (
        <p role="alert" className="field-error">
          {status}{' '}
          <button type="button" onClick={() => void load(null)}>
            Try again
          </button>
        </p>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="panel-note">
          {q ? 'No submission matches.' : heldOnly ? 'No held submissions.' : 'No submissions yet.'}
        </p>
      )}
      <ul className="form-inbox-list" aria-label="Submissions">
        {items.map((item) => {
          const first = fields.map((f) => formValueText(f, fieldValue(item, f.id))).find(Boolean) ?? '';
          return (
            <li key={item.id} className={item.read ? 'is-read' : 'is-unread'}>
              <button
                type="button"
                className="page-item"
                aria-expanded={openId === item.id}
                onClick={() => void open(item)}
              >
                <span className="page-item-title">
                  {item.held && <span className="form-held">Held · </span>}
                  {!item.read && <span className="form-unread">Unread · </span>}
                  {first || 'Submission'}
                </span>
                <span className="page-item-meta">
                  {when(item.createdAt)}
                  {item.pagePath ? ` · ${item.pagePath}` : ''}
                </span>
              </button>
              {openId === item.id && (
                <div className="form-inbox-item">
                  <dl>
                    {fields.map((f) => (
                      <div key={f.id}>
                        <dt>{f.label || f.key || f.id}</dt>
                        <dd>{formValueText(f, fieldValue(item, f.id)) || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  {item.held && (
                    <p className="panel-note">
                      Held: it came while the form was flooded, so no mail or webhook went out for it.{' '}
                      <button type="button" onClick={() => void release(item)}>
                        Release
                      </button>
                    </p>
                  )}
                  <button type="button" onClick={() => void setRead(item, !item.read)}>
                    {item.read ? 'Mark as unread' : 'Mark as read'}
                  </button>
                  {confirming === item.id ? (
                    <span>
                      <button type="button" className="danger" onClick={() => void remove(item)}>
                        Delete submission
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    <button type="button" onClick={() => setConfirming(item.id)}>
                      Delete
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {next && (
        <button type="button" onClick={() => void load(next)} disabled={status === 'loading'}>
          Load more
        </button>
      )}
      <p role="status" className="save-status">
        {notice}
      </p>
    </section>
  );
}
