import { NEWSLETTER_MESSAGES } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { MailingListSummary } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { useScreenRecord } from '../workspace/screen-record.tsx';
import { ListRow } from './ListRow.tsx';
import { fetchLists } from './lists-api.ts';
import { SubscribersView } from './SubscribersView.tsx';
import './newsletters.css';

/**
 * The site's mailing lists (create, rename, delete) and, opened, one list's subscribers, at the list's
 * own address (/config/newsletters/<id>).
 */
export function NewslettersScreen({ onBack }: { onBack: () => void }) {
  const { state, retry, setState } = useRemoteData(fetchLists);
  const { record, openRecord } = useScreenRecord();
  const openId = record[0] ?? null;
  const setOpenId = (id: string | null) => openRecord(id ? [id] : []);
  const [notice, setNotice] = useState('');
  const [name, setName] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { state: saveState, save, touched, errors } = useSave<MailingListSummary>(formRef);
  const lists = state.status === 'ready' ? state.data : [];
  const setLists = (change: (current: MailingListSummary[]) => MailingListSummary[]) =>
    setState((current) =>
      current.status === 'ready' ? { ...current, data: change(current.data) } : current,
    );

  const open = lists.find((list) => list.id === openId);
  // A list's address whose list is gone (deleted since the bookmark): the lists, the address put right.
  useEffect(() => {
    if (openId !== null && state.status === 'ready' && !open) openRecord([], { replace: true });
  }, [openId, state.status, open, openRecord]);
  if (open) {
    return (
      <SubscribersView
        list={open}
        onBack={() => {
          setOpenId(null);
          retry();
        }}
      />
    );
  }

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Newsletters">
      <p className="panel-note">
        Visitors sign up with a newsletter block; each address joins once it confirms by the link we mail it.
      </p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading mailing lists…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && lists.length === 0 && (
        <p className="panel-note">{NEWSLETTER_MESSAGES.noLists}</p>
      )}
      {lists.length > 0 && (
        <ul className="newsletter-lists" aria-label="Mailing lists">
          {lists.map((list) => (
            <ListRow
              key={list.id}
              list={list}
              onOpen={() => setOpenId(list.id)}
              onRename={async (newName) => {
                await call('PUT /api/config/newsletters/lists/:listId', {
                  params: { listId: list.id },
                  body: { name: newName },
                  silent: true,
                });
                setLists((current) =>
                  current.map((l) => (l.id === list.id ? { ...l, name: newName.trim() } : l)),
                );
                setNotice(`Renamed to ${newName.trim()}.`);
              }}
              onDelete={async () => {
                await call('DELETE /api/config/newsletters/lists/:listId', {
                  params: { listId: list.id },
                  silent: true,
                });
                setLists((current) => current.filter((l) => l.id !== list.id));
                setNotice(`Deleted ${list.name}.`);
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" className="save-status">
        {notice}
      </p>
      {state.status === 'ready' && (
        <form
          ref={formRef}
          className="panel-form"
          onSubmit={async (event) => {
            event.preventDefault();
            const created = await save(
              async () =>
                (await call('POST /api/config/newsletters/lists', { body: { name }, silent: true })).list,
            );
            if (!created) return;
            setLists((current) => [...current, created]);
            setName('');
            setNotice(`Created ${created.name}.`);
          }}
        >
          <h3 className="form-section-heading">New mailing list</h3>
          <TextField
            label="List name"
            value={name}
            error={errors.name}
            onChange={(value) => {
              setName(value);
              touched();
            }}
          />
          <SaveActions state={saveState} label="Create list" />
        </form>
      )}
    </PanelScreen>
  );
}
