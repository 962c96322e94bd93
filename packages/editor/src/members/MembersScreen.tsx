// The Members screen: the members list (search, export CSV, remove, their areas) for those holding
// crm, and the member areas (create, edit, choose the pages they protect) for those holding settings.
import { INTERFACE_STRINGS } from '@tessera/core';
import { call, routeUrl } from '@tessera/site/api/call.ts';
import type { MemberAreaSummary, MemberSummary, PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { ConfirmRemoval, useConfirmFocus } from '../ui/ConfirmRemoval.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ExportAndSearch } from '../ui/ExportAndSearch.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { useScreenRecord } from '../workspace/screen-record.tsx';
import { AreaForm } from './AreaForm.tsx';
import './members.css';

const fetchAreas = async () => (await call('GET /api/config/member-areas', { silent: true })).areas;

interface MembersScreenProps {
  onBack: () => void;
  canManageMembers: boolean;
  canManageAreas: boolean;
}

export function MembersScreen({ onBack, canManageMembers, canManageAreas }: MembersScreenProps) {
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Members">
      <p className="panel-note">
        Visitors join as members on the site; a member area keeps its pages for its members.
      </p>
      {canManageAreas && <AreasSection />}
      {canManageMembers && <MembersSection />}
    </PanelScreen>
  );
}

function MembersSection() {
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const fetcher = useCallback(
    async () => (await call('GET /api/config/members', { query: { q: query }, silent: true })).members,
    [query],
  );
  const { state, retry, setState } = useRemoteData(fetcher);
  const members = state.status === 'ready' ? state.data : [];

  function removed(member: MemberSummary) {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, data: current.data.filter((m) => m.id !== member.id) }
        : current,
    );
    setNotice(`Removed ${member.email}.`);
  }

  return (
    <section aria-labelledby="members-list-title">
      <h3 id="members-list-title" className="form-section-heading">
        Site members
      </h3>
      <ExportAndSearch
        csvUrl={routeUrl('GET /api/config/members.csv')}
        label="Search members"
        id="member-search"
        onSearch={setQuery}
      />
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading members…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' &&
        members.length === 0 &&
        (query ? (
          <p role="status" className="panel-note">
            No member matches this search.
          </p>
        ) : (
          <EmptyState title="No members yet">
            Members are visitors with an account on this site. They sign up on a page a member area protects,
            then see its pages when signed in.
          </EmptyState>
        ))}
      {members.length > 0 && (
        <ul className="member-list" aria-label="Members">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              onRemoved={() => removed(member)}
              onFailed={(error) => setNotice(failureMessage(error))}
            />
          ))}
        </ul>
      )}
      <p role="status" className="save-status">
        {notice}
      </p>
    </section>
  );
}

interface MemberRowProps {
  member: MemberSummary;
  onRemoved: () => void;
  onFailed: (error: unknown) => void;
}

/** One member: who, confirmed or not, their areas; removed after a confirmation, as on People. */
function MemberRow({ member, onRemoved, onFailed }: MemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { removeRef, keepRef } = useConfirmFocus(confirming);
  const name = member.name || member.email;

  async function remove() {
    setBusy(true);
    try {
      await call('DELETE /api/config/members/:id', { params: { id: member.id }, silent: true });
      onRemoved();
    } catch (error) {
      onFailed(error);
      setConfirming(false);
      setBusy(false);
    }
  }

  return (
    <li className="member-row">
      <span className="member-name">{member.name}</span>
      <span>{member.email}</span>
      <span className="panel-note">
        {member.verified ? 'Confirmed' : 'Waiting to confirm'}
        {member.areas.length > 0 ? ` · ${member.areas.join(', ')}` : ''}
      </span>
      {confirming ? (
        <ConfirmRemoval
          question={`Remove ${name} from this site's members? Their member account is deleted and they can no longer sign in.`}
          removeLabel={`Remove ${name}`}
          keepLabel="Keep them"
          busy={busy}
          keepRef={keepRef}
          onRemove={() => void remove()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <button
          type="button"
          ref={removeRef}
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${member.email}`}
        >
          Remove
        </button>
      )}
    </li>
  );
}

const NO_PAGES: readonly PageSummary[] = [];

async function fetchProtectablePages() {
  return (await call('GET /api/config/pages', { silent: true })).pages;
}

function AreasSection() {
  const { state, retry } = useRemoteData(fetchAreas);
  // The pages (the spec's collections) an area may protect: a failure says so in spec 2 §8's words.
  const pageList = useRemoteData(fetchProtectablePages, () => INTERFACE_STRINGS.unableToLoadCollections);
  const pages: readonly PageSummary[] = pageList.state.status === 'ready' ? pageList.state.data : NO_PAGES;
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The area being edited has its address (/config/members/areas/<id>, or …/areas/new), so a
  // reload keeps the form and Back closes it.
  const { record, openRecord } = useScreenRecord();
  const [, opened] = record[0] === 'areas' ? record : [];
  const editing: MemberAreaSummary | 'new' | null =
    opened === 'new'
      ? 'new'
      : (state.status === 'ready' && state.data.find((area) => area.id === opened)) || null;
  // Closing the form takes its place in the history: Back then goes where the form was opened from.
  const setEditing = (area: MemberAreaSummary | 'new' | null) =>
    area === null
      ? openRecord([], { replace: true })
      : openRecord(['areas', area === 'new' ? 'new' : area.id]);
  // An address of no area (deleted, or never one) shows the list, its address put right.
  useEffect(() => {
    if (record.length > 0 && state.status === 'ready' && !editing) openRecord([], { replace: true });
  }, [record, state.status, editing, openRecord]);

  async function remove(area: MemberAreaSummary) {
    try {
      await call('DELETE /api/config/member-areas/:id', { params: { id: area.id }, silent: true });
      setNotice(`Deleted ${area.name}.`);
      retry();
    } catch (error) {
      setNotice(failureMessage(error));
    }
  }

  const areas = state.status === 'ready' ? state.data : [];
  const titleOf = (id: string) => pages.find((page) => page.id === id)?.title ?? 'a page';
  return (
    <section aria-labelledby="member-areas-title">
      <h3 id="member-areas-title" className="form-section-heading" ref={headingRef} tabIndex={-1}>
        Member areas
      </h3>
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && areas.length === 0 && (
        <EmptyState title="No member areas yet">
          A member area keeps pages for signed-in members: name it below and choose the pages it protects.
          Visitors to those pages are asked to sign up or sign in.
        </EmptyState>
      )}
      {areas.length > 0 && (
        <ul className="member-list" aria-label="Member areas">
          {areas.map((area) => (
            <li key={area.id} className="member-row">
              <span className="member-name">{area.name}</span>
              <span className="panel-note">
                {`Free · ${area.memberCount} ${area.memberCount === 1 ? 'member' : 'members'} · protects `}
                {area.collectionIds.length === 0 ? 'nothing yet' : area.collectionIds.map(titleOf).join(', ')}
              </span>
              <span className="newsletter-actions">
                <button type="button" onClick={() => setEditing(area)} aria-label={`Edit ${area.name}`}>
                  Edit
                </button>
                <button type="button" onClick={() => void remove(area)} aria-label={`Delete ${area.name}`}>
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="save-status">
        {notice}
      </p>
      {pageList.state.status === 'failed' && (
        <LoadFailure message={pageList.state.message} onRetry={pageList.retry} />
      )}
      {editing ? (
        <AreaForm
          key={editing === 'new' ? 'new' : editing.id}
          area={editing === 'new' ? null : editing}
          pages={pages}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice(`Saved ${saved}.`);
              retry();
            }
            headingRef.current?.focus();
          }}
        />
      ) : (
        <button type="button" onClick={() => setEditing('new')}>
          New member area
        </button>
      )}
    </section>
  );
}
