// The command palette (Ctrl+K, ⌘K on a Mac, or the top bar's "Go to…"): type a name, choose with the
// arrows and Enter or a click, and the config area goes there. A modal dialog holding a combobox and
// its listbox (the ARIA pattern of an editable combobox with list autocomplete): the focus stays in the
// field while the arrows move the active option.
import type { Permission } from '@tessera/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import type { SectionGroup } from '../sections.ts';
import { type Destination, KIND_LABELS, type PaletteEntry, searchPalette } from './palette-search.ts';
import { orderEntries, pageEntries, productEntries, screenEntries } from './palette-sources.ts';

interface CommandPaletteProps {
  groups: readonly SectionGroup[];
  permissions: readonly Permission[];
  onGo: (destination: Destination) => void;
  onClose: () => void;
  /** What was typed while the palette's code loaded (PaletteWaiting) */
  initialQuery?: string;
}

/** How long typing pauses before orders are asked for: one request a word, not one a letter. */
const ORDER_QUERY_PAUSE_MS = 200;

/** The pages and products, loaded once the palette opens; a failure leaves the screens usable. */
function useLoadedEntries(permissions: readonly Permission[]) {
  const [entries, setEntries] = useState<PaletteEntry[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    let live = true;
    Promise.allSettled([pageEntries(permissions), productEntries(permissions)]).then((results) => {
      if (!live) return;
      setEntries(results.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])));
      const failed = results.find((result) => result.status === 'rejected');
      setStatus(failed ? failureMessage(failed.reason) : 'ready');
    });
    return () => {
      live = false;
    };
  }, [permissions]);
  return { entries, status };
}

/** The orders the store's search finds for the query, asked for once typing pauses. */
function useOrderEntries(permissions: readonly Permission[], query: string) {
  const [found, setFound] = useState<{ query: string; entries: PaletteEntry[] }>({ query: '', entries: [] });
  useEffect(() => {
    if (query.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      orderEntries(permissions, query).then(
        (entries) => live && setFound({ query, entries }),
        () => live && setFound({ query, entries: [] }),
      );
    }, ORDER_QUERY_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [permissions, query]);
  return found.query === query ? found.entries : [];
}

export function CommandPalette({
  groups,
  permissions,
  onGo,
  onClose,
  initialQuery = '',
}: CommandPaletteProps) {
  const id = useId();
  const dialogRef = useModalDialog();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const screens = useMemo(() => screenEntries(groups), [groups]);
  const loaded = useLoadedEntries(permissions);
  const orders = useOrderEntries(permissions, query);
  const results = useMemo(
    () => searchPalette([...screens, ...loaded.entries, ...orders], query),
    [screens, loaded.entries, orders, query],
  );
  const current = results[Math.min(active, results.length - 1)];
  const optionId = (entry: PaletteEntry) => `${id}-${entry.key}`;

  function choose(entry: PaletteEntry | undefined) {
    if (!entry) return;
    onGo(entry.destination);
  }

  // Up and Down move the active option, round the ends; Home and End stay the field's own.
  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && results.length > 0) {
      event.preventDefault();
      setActive((Math.min(active, results.length - 1) + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    }
  }

  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const status =
    loaded.status === 'loading'
      ? 'Loading pages and products…'
      : loaded.status !== 'ready'
        ? `Pages and products could not be loaded: ${loaded.status}`
        : results.length === 0
          ? `Nothing is called “${query.trim()}”.`
          : `${results.length} ${results.length === 1 ? 'result' : 'results'}`;

  return (
    <dialog
      ref={dialogRef}
      className="command-palette"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        Go to
      </h2>
      <input
        autoFocus
        type="text"
        role="combobox"
        aria-label="Go to a screen, page, product or order"
        aria-expanded={results.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        placeholder="Go to a screen, page, product or order…"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {/* Options are not focused themselves: the field keeps the focus and names the active one
      (aria-activedescendant), so typing goes on while the arrows move. */}
      <div id={`${id}-list`} role="listbox" aria-label="Results" className="command-palette-results">
        {results.map((entry) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrows and Enter choose (the combobox pattern)
          <div
            key={entry.key}
            id={optionId(entry)}
            role="option"
            tabIndex={-1}
            aria-selected={entry === current}
            className="command-palette-option"
            onClick={() => choose(entry)}
            onPointerMove={() => setActive(results.indexOf(entry))}
          >
            <span className="command-palette-label">{entry.label}</span>
            <span className="command-palette-detail">
              {KIND_LABELS[entry.kind]} · {entry.detail}
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="command-palette-status">
        {status}
      </p>
      <p className="command-palette-hint" aria-hidden="true">
        ↑↓ to move · Enter to go · Esc to close
      </p>
    </dialog>
  );
}
