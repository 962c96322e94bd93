// The navigation as the panel arranges it: three groups (main, footer, not linked) of entries, moved
// by keyboard (up, down, to another group) or by drag (to a group at a position). Pure functions:
// each answers the new groups and the sentence announced to screen-reader users.
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { SiteNavigation } from '@tessera/site/api/routes.gen.ts';

type NavigationSave = BodyOf<'PUT /api/config/navigation'>;

export type GroupName = 'main' | 'footer' | 'none';
export const GROUP_NAMES: readonly GroupName[] = ['main', 'footer', 'none'];
export const GROUP_LABELS: Record<GroupName, string> = {
  main: 'Main navigation',
  footer: 'Footer navigation',
  none: 'Not linked',
};

export interface Entry {
  /** Unique across the groups: `page:<id>` or `link:<id>` */
  key: string;
  kind: 'page' | 'link';
  /** The page's id, or the link's navigation id */
  id: string;
  label: string;
  /** A page's publication label; a link's address */
  detail: string;
}

export type Groups = Record<GroupName, Entry[]>;

export interface Moved {
  groups: Groups;
  announcement: string;
}

export function groupsOf(navigation: SiteNavigation): Groups {
  const entries = (links: SiteNavigation['main']): Entry[] =>
    links.map((link) =>
      link.kind === 'page'
        ? {
            key: `page:${link.pageId}`,
            kind: 'page',
            id: link.pageId,
            label: link.label,
            detail: link.publicationLabel,
          }
        : { key: `link:${link.id}`, kind: 'link', id: link.id, label: link.label, detail: link.url },
    );
  return {
    main: entries(navigation.main),
    footer: entries(navigation.footer),
    none: navigation.notLinked.map((page) => ({
      key: `page:${page.id}`,
      kind: 'page',
      id: page.id,
      label: page.title,
      detail: page.publicationLabel,
    })),
  };
}

export function saveOf(groups: Groups, version: number): NavigationSave {
  const refs = (entries: Entry[]) => entries.map(({ kind, id }) => ({ kind, id }));
  return { version, main: refs(groups.main), footer: refs(groups.footer) };
}

export function locate(groups: Groups, key: string): { group: GroupName; index: number } | null {
  for (const group of GROUP_NAMES) {
    const index = groups[group].findIndex((entry) => entry.key === key);
    if (index >= 0) return { group, index };
  }
  return null;
}

/** Whether an entry may go to a group: links are addresses, they have no "not linked" place. */
export function canMoveTo(entry: Entry, group: GroupName): boolean {
  return group !== 'none' || entry.kind === 'page';
}

/**
 * Puts the entry at `index` of `group` (clamped), from wherever it is; null when it cannot go there
 * or nothing would change.
 */
export function moveTo(groups: Groups, key: string, group: GroupName, index: number): Moved | null {
  const from = locate(groups, key);
  if (!from) return null;
  const entry = groups[from.group][from.index] as Entry;
  if (!canMoveTo(entry, group)) return null;
  const next: Groups = { main: [...groups.main], footer: [...groups.footer], none: [...groups.none] };
  next[from.group].splice(from.index, 1);
  const at = Math.max(0, Math.min(index, next[group].length));
  if (from.group === group && at === from.index) return null;
  next[group].splice(at, 0, entry);
  const place = `position ${at + 1} of ${next[group].length}`;
  return {
    groups: next,
    announcement:
      from.group === group
        ? `${entry.label} moved to ${place} in ${GROUP_LABELS[group]}.`
        : `${entry.label} moved to ${GROUP_LABELS[group]}, ${place}.`,
  };
}

/** One place up (-1) or down (+1) within its group. */
export function moveBy(groups: Groups, key: string, delta: -1 | 1): Moved | null {
  const from = locate(groups, key);
  if (!from) return null;
  const to = from.index + delta;
  if (to < 0 || to >= groups[from.group].length) return null;
  return moveTo(groups, key, from.group, to);
}

/** To the end of another group. */
export function moveToGroup(groups: Groups, key: string, group: GroupName): Moved | null {
  return moveTo(groups, key, group, groups[group].length);
}
