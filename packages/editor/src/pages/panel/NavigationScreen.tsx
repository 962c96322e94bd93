// Arranging the navigation: main, footer and not linked, by drag (@dnd-kit) or by keyboard (each
// entry's Move up / Move down buttons and its "Move to" choice), every move announced. The whole
// arrangement is saved at once with the version it was read at; a save from an older reading is
// refused (409) and the owner reloads rather than undoing someone else's order.
import { move } from '@dnd-kit/helpers';
import { DragDropProvider, useDroppable } from '@dnd-kit/react';
import { useSortable } from '@dnd-kit/react/sortable';
import { call } from '@tessera/site/api/call.ts';
import type { SiteNavigation } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { DragHandle } from '../../ui/sortable.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import {
  canMoveTo,
  type Entry,
  GROUP_LABELS,
  GROUP_NAMES,
  type GroupName,
  type Groups,
  groupsOf,
  locate,
  type Moved,
  moveBy,
  moveTo,
  moveToGroup,
  saveOf,
} from './navigation-model.ts';

/** The two navigations, the pages in neither, and the version a save names. */
function fetchNavigation() {
  return call('GET /api/config/navigation', { silent: true });
}

interface NavigationScreenProps {
  onBack: () => void;
  /** Saved: the page list (each page's placement) and the frame follow. */
  onSaved: () => void;
}

export function NavigationScreen({ onBack, onSaved }: NavigationScreenProps) {
  const { state, retry } = useRemoteData(fetchNavigation);
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Navigation">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the navigation…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <NavigationEditor key={state.data.version} initial={state.data} onSaved={onSaved} onReload={retry} />
      )}
    </PanelScreen>
  );
}

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; message: string; stale: boolean };

interface NavigationEditorProps {
  initial: SiteNavigation;
  onSaved: () => void;
  onReload: () => void;
}

export function NavigationEditor({ initial, onSaved, onReload }: NavigationEditorProps) {
  const [version, setVersion] = useState(initial.version);
  const [saved, setSaved] = useState(() => groupsOf(initial));
  const [groups, setGroups] = useState(saved);
  const [announcement, setAnnouncement] = useState('');
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [beforeDrag, setBeforeDrag] = useState<Groups | null>(null);
  const changed = JSON.stringify(groups) !== JSON.stringify(saved);

  function apply(moved: Moved | null) {
    if (!moved) return;
    setGroups(moved.groups);
    setAnnouncement(moved.announcement);
    setSave({ status: 'idle' });
  }

  async function handleSave() {
    setSave({ status: 'saving' });
    try {
      const answer = await call('PUT /api/config/navigation', {
        body: saveOf(groups, version),
        silent: true,
      });
      const fresh = groupsOf(answer);
      setVersion(answer.version);
      setSaved(fresh);
      setGroups(fresh);
      setSave({ status: 'saved' });
      onSaved();
    } catch (error) {
      const stale = (error as { status?: number }).status === 409;
      setSave({ status: 'failed', message: failureMessage(error), stale });
    }
  }

  // Drag: the lists follow the pointer (or the drag keys) as it moves; dropped, the move is checked
  // and announced like a keyboard move; cancelled, everything goes back.
  const keysOf = (g: Groups) =>
    Object.fromEntries(GROUP_NAMES.map((name) => [name, g[name].map((e) => e.key)])) as Record<
      GroupName,
      string[]
    >;
  return (
    <div className="navigation-editor">
      <p className="panel-note">
        Drag a page by its handle, or use its buttons, to place it in the main navigation, the footer, or
        nowhere. Visitors see links to Available pages only.
      </p>
      <DragDropProvider
        onDragStart={() => setBeforeDrag(groups)}
        onDragOver={(event) => {
          setGroups((current) => {
            const keys = move(keysOf(current), event);
            const byKey = new Map(
              GROUP_NAMES.flatMap((name) => current[name].map((e) => [e.key, e] as const)),
            );
            const next = Object.fromEntries(
              GROUP_NAMES.map((name) => [name, keys[name].flatMap((key) => byKey.get(key) ?? [])]),
            ) as Groups;
            return next;
          });
        }}
        onDragEnd={(event) => {
          const start = beforeDrag;
          setBeforeDrag(null);
          const key = String(event.operation.source?.id ?? '');
          if (!start || event.canceled) {
            if (start) setGroups(start);
            return;
          }
          setGroups((current) => {
            const to = locate(current, key);
            const moved = to && moveTo(start, key, to.group, to.index);
            if (moved) {
              setAnnouncement(moved.announcement);
              setSave({ status: 'idle' });
              return moved.groups;
            }
            return start;
          });
        }}
      >
        {GROUP_NAMES.map((name) => (
          <NavigationGroup key={name} name={name} entries={groups[name]} groups={groups} onMove={apply} />
        ))}
      </DragDropProvider>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {save.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{save.message}</p>
          {save.stale && (
            <button type="button" onClick={onReload}>
              Reload the navigation
            </button>
          )}
        </div>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          disabled={!changed || save.status === 'saving'}
          onClick={handleSave}
        >
          {save.status === 'saving' ? 'Saving…' : 'Save navigation'}
        </button>
        <button
          type="button"
          disabled={!changed || save.status === 'saving'}
          onClick={() => {
            setGroups(saved);
            setAnnouncement('Changes to the navigation undone.');
          }}
        >
          Undo changes
        </button>
        <p role="status" className="save-status">
          {save.status === 'saved' ? 'Saved. Visitors see the new navigation now.' : ''}
        </p>
      </div>
    </div>
  );
}

interface NavigationGroupProps {
  name: GroupName;
  entries: Entry[];
  groups: Groups;
  onMove: (moved: Moved | null) => void;
}

function NavigationGroup({ name, entries, groups, onMove }: NavigationGroupProps) {
  // An empty group is still somewhere to drop.
  const { ref } = useDroppable({ id: name, type: 'group', accept: 'entry', collisionPriority: 1 });
  const headingId = `navigation-group-${name}`;
  return (
    <section className="navigation-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="navigation-group-heading">
        {GROUP_LABELS[name]}
      </h3>
      <ul className="navigation-list" ref={ref} data-group={name}>
        {entries.length === 0 && <li className="panel-note navigation-empty">Nothing here yet.</li>}
        {entries.map((entry, index) => (
          <NavigationRow
            key={entry.key}
            entry={entry}
            group={name}
            index={index}
            last={index === entries.length - 1}
            groups={groups}
            onMove={onMove}
          />
        ))}
      </ul>
    </section>
  );
}

interface NavigationRowProps {
  entry: Entry;
  group: GroupName;
  index: number;
  last: boolean;
  groups: Groups;
  onMove: (moved: Moved | null) => void;
}

function NavigationRow({ entry, group, index, last, groups, onMove }: NavigationRowProps) {
  const { ref, handleRef, isDragging } = useSortable({
    id: entry.key,
    index,
    group,
    type: 'entry',
    accept: 'entry',
  });
  const targets = GROUP_NAMES.filter((name) => name !== group && canMoveTo(entry, name));
  return (
    <li ref={ref} className="navigation-entry" data-dragging={isDragging || undefined} data-key={entry.key}>
      <DragHandle handleRef={handleRef} name={entry.label} />
      <span className="navigation-entry-label">
        {entry.label}
        <span className="navigation-entry-detail">{entry.detail}</span>
      </span>
      <span className="navigation-entry-actions">
        <button
          type="button"
          aria-label={`Move ${entry.label} up`}
          disabled={index === 0}
          onClick={() => onMove(moveBy(groups, entry.key, -1))}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={`Move ${entry.label} down`}
          disabled={last}
          onClick={() => onMove(moveBy(groups, entry.key, 1))}
        >
          ↓
        </button>
        {targets.map((target) => (
          <button
            key={target}
            type="button"
            // The name starts with the visible word (WCAG 2.5.3, axe's label-content-name-mismatch).
            aria-label={
              target === 'none'
                ? `Unlink ${entry.label} (move to ${GROUP_LABELS[target]})`
                : `Move ${entry.label} to ${GROUP_LABELS[target]}`
            }
            onClick={() => onMove(moveToGroup(groups, entry.key, target))}
          >
            {target === 'none' ? 'Unlink' : `To ${target}`}
          </button>
        ))}
      </span>
    </li>
  );
}
