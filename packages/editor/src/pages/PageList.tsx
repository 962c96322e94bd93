import type { FormsOnPage, PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef } from 'react';
import { formatLocalTime } from '../ui/time.ts';
import { navigationLabel } from './publication.ts';

interface PageListProps {
  pages: readonly PageSummary[];
  /** The page the frame shows, highlighted. */
  currentPageId: string | undefined;
  /** The page whose editor was just closed: focus goes back to it. */
  returnFocusToId: string | null;
  onOpen: (page: PageSummary) => void;
  /** Opens the page's settings and actions (pages panel) */
  onSettings?: (page: PageSummary) => void;
  /** The forms each page shows, with their submission counts */
  formsOnPages?: readonly FormsOnPage[];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Contact: 3 submissions, 2 unread" for each form the page shows. */
function FormCounts({ forms }: { forms: FormsOnPage['forms'] }) {
  return (
    <span className="page-item-forms">
      {forms
        .map(
          (form) =>
            `${form.name}: ${plural(form.submissionCount, 'submission')}` +
            (form.unreadCount > 0 ? `, ${form.unreadCount} unread` : ''),
        )
        .join(' · ')}
    </span>
  );
}

export function PageList({
  pages,
  currentPageId,
  returnFocusToId,
  onOpen,
  onSettings,
  formsOnPages = [],
}: PageListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const formsOf = new Map(formsOnPages.map((entry) => [entry.pageId, entry.forms]));

  useEffect(() => {
    if (returnFocusToId === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-page-id]') ?? [];
    for (const button of buttons) if (button.dataset.pageId === returnFocusToId) button.focus();
  }, [returnFocusToId]);

  if (pages.length === 0) return <p className="panel-note">This site has no pages yet.</p>;
  return (
    <ul className="page-list" ref={listRef}>
      {pages.map((page) => (
        <li key={page.id} className={onSettings ? 'page-row' : undefined}>
          <button
            type="button"
            className="page-item"
            data-page-id={page.id}
            aria-current={page.id === currentPageId ? 'page' : undefined}
            onClick={() => onOpen(page)}
          >
            <span className="page-item-title">{page.title}</span>
            <span className="badge" data-state={page.publicationState}>
              {page.publicationLabel}
            </span>
            {page.publishAt !== null && (
              <span className="page-item-schedule">
                Publishes <time dateTime={page.publishAt}>{formatLocalTime(page.publishAt)}</time>
              </span>
            )}
            <span className="page-item-meta">
              {page.fullUrl} · {navigationLabel(page.navigation)}
            </span>
            {formsOf.has(page.id) && <FormCounts forms={formsOf.get(page.id) ?? []} />}
          </button>
          {onSettings && (
            <button type="button" aria-label={`Settings for ${page.title}`} onClick={() => onSettings(page)}>
              Settings
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
