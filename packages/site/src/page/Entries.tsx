// Pieces the page types share: a list page's heading, a list of entries (posts, search results),
// and the link back from an item to its collection.
import type { ReactNode } from 'react';
import { Highlighted } from './Highlighted.tsx';
import type { ListEntry } from './model.ts';
import { Picture } from './Picture.tsx';

/** A page's own heading, with its description under it when it has one. */
export function PageHeading({ title, description }: { title: ReactNode; description?: string }) {
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {description && <p className="page-description">{description}</p>}
    </>
  );
}

/**
 * A list of entries. `highlighted` entries carry their matched words between sentinels (search
 * results): they are shown as <mark>.
 */
export function EntryList({ entries, highlighted = false }: { entries: ListEntry[]; highlighted?: boolean }) {
  const text = (value: string) => (highlighted ? <Highlighted text={value} /> : value);
  return (
    <ul className="entry-list">
      {entries.map((entry) => (
        <li key={entry.href} className="entry">
          {entry.image && (
            <div className="entry-image">
              {/* The list's image column: 16rem, the full width under 40rem (styles.ts) */}
              <Picture image={entry.image} sizes="(max-width: 40rem) 100vw, 16rem" />
            </div>
          )}
          <div>
            <h2 className="entry-title">
              <a href={entry.href}>{text(entry.title)}</a>
            </h2>
            {(entry.meta || entry.comments) && (
              <p className="entry-meta">
                {entry.meta}
                {entry.meta && entry.comments && ' · '}
                {entry.comments && <a href={entry.comments.href}>{entry.comments.label}</a>}
              </p>
            )}
            {entry.excerpt && <p>{text(entry.excerpt)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="back-link">
      <a href={href}>← {label}</a>
    </p>
  );
}
