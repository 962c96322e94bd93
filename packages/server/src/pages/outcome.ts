// What `load` answers: show a page type with its data, not found, or a lock screen (and, for a page
// a member area protects, the members-only page render.ts puts in its place). A page type
// hands over to another by showing it (a splash page, a page collection reached at /pages/{id}).
import type { Collection } from '../db/schema.ts';
import { Tags } from '../shared/cache-tags.ts';
import type { PageTypeDefinition } from './define.ts';

/** A page type to render, with its data and what else it depends on (besides its own tags). */
export interface ShowOutcome {
  kind: 'show';
  type: PageTypeDefinition<unknown>;
  data: unknown;
  tags: string[];
}

export type Outcome =
  | ShowOutcome
  | { kind: 'not-found'; tags: string[] }
  | { kind: 'locked'; scope: 'site' | 'page'; title: string; scopeId: string; tags: string[] }
  | MembersOnlyOutcome;

/** A page a member area protects, for someone who may not see it: the access page (105 or 106). */
export interface MembersOnlyOutcome {
  kind: 'members-only';
  /** 'sign-in': nobody is signed in as a member (105); 'join': a member of none of its areas (106) */
  access: 'sign-in' | 'join';
  title: string;
  collectionId: string;
  areas: { id: string; name: string; description: string }[];
  tags: string[];
}

/** Show `type` with `data`; the data is checked against what the type renders. */
export function show<Data>(type: PageTypeDefinition<Data>, data: Data): ShowOutcome {
  return { kind: 'show', type: type as PageTypeDefinition<unknown>, data, tags: [] };
}

/** The not-found page (100, status 404) for the requested path. */
export function notFound(): Outcome {
  return { kind: 'not-found', tags: [] };
}

/** The lock screen (103, status 401): the whole site's, or one page's. */
export function locked(
  lock: { scope: 'site'; title: string } | { scope: 'page'; collection: Collection },
): Outcome {
  return lock.scope === 'site'
    ? { kind: 'locked', scope: 'site', title: lock.title, scopeId: 'site', tags: [] }
    : {
        kind: 'locked',
        scope: 'page',
        title: lock.collection.title,
        scopeId: lock.collection.id,
        tags: [Tags.collection(lock.collection.id)],
      };
}

/** The same outcome, depending on more: e.g. a home page also depends on the set of collections. */
export function withTags<O extends Outcome>(outcome: O, ...tags: string[]): O {
  return { ...outcome, tags: [...outcome.tags, ...tags] };
}
