// Blocks with behaviour hydrate as islands: a block's module is imported only when its trigger
// selector matches something on the page, so a page without such blocks loads none of them.
import type { Destructor, MaybeDestructor } from './lifecycle.ts';
import { reportException } from './report-exception.ts';

export interface IslandModule {
  hydrate(element: HTMLElement): MaybeDestructor;
}

/**
 * An island: the selector that marks its elements and the import of the module that hydrates them.
 * Each is a `trigger.ts` exporting `island` and importing nothing else (island-list.ts finds them
 * all), so the runtime's entry holds these tiny modules, never a schema or a component. Blocks and
 * page types name the islands they render (`islands`), and a test holds the two lists equal.
 */
export interface IslandTrigger {
  selector: string;
  load: () => Promise<IslandModule>;
}

/** Trigger selector → loader of the island module that hydrates its elements. */
export type IslandRegistry = Record<string, () => Promise<IslandModule>>;

export const islandRegistryOf = (triggers: readonly IslandTrigger[]): IslandRegistry =>
  Object.fromEntries(triggers.map((trigger) => [trigger.selector, trigger.load]));

// Element → the trigger selectors it has been claimed by, so no element hydrates twice for one island.
const claimed = new WeakMap<Element, Set<string>>();

/**
 * One startIslands run: what it has claimed, and whether it was destroyed. Its claims are given up
 * when it is destroyed, loaded or not, so a restart right after hydrates them (a destroy() then
 * initialize() while a module was still downloading left the element claimed by a run that was gone).
 */
interface IslandRun {
  cancelled: boolean;
  claims: Array<[HTMLElement, string]>;
}

function claimElements(root: ParentNode, selector: string, run?: IslandRun): HTMLElement[] {
  const elements: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const selectors = claimed.get(element) ?? new Set<string>();
    if (selectors.has(selector)) continue;
    selectors.add(selector);
    claimed.set(element, selectors);
    elements.push(element);
    run?.claims.push([element, selector]);
  }
  return elements;
}

function release(element: Element, selector: string): void {
  claimed.get(element)?.delete(selector);
}

function hydrateElement(island: IslandModule, element: HTMLElement, selector: string): Destructor {
  let destructor: MaybeDestructor;
  try {
    destructor = island.hydrate(element);
    // Marks the element live, for styles that differ before and after, and for tests to wait on.
    element.dataset.hydrated = '';
  } catch (error) {
    reportException(error);
  }
  return () => {
    release(element, selector);
    delete element.dataset.hydrated;
    destructor?.();
  };
}

async function loadIsland(
  selector: string,
  load: () => Promise<IslandModule>,
  elements: HTMLElement[],
  run?: IslandRun,
): Promise<Destructor[]> {
  try {
    const island = await load();
    // Destroyed while the module downloaded: its elements are no longer this run's to hydrate.
    if (run?.cancelled) return [];
    return elements.map((element) => hydrateElement(island, element, selector));
  } catch (error) {
    console.error('Unable to load module for trigger', selector, error);
    // Released so a later loadIslands call may try again; a destroyed run's claims are already given
    // up, and may since be a restart's.
    if (!run?.cancelled) for (const element of elements) release(element, selector);
    return [];
  }
}

/**
 * Imports the island of every trigger selector present under root and hydrates each of its
 * elements not yet hydrated. Resolves to the destructors of what it hydrated.
 */
export async function loadIslands(
  registry: IslandRegistry,
  root: ParentNode = document,
  run?: IslandRun,
): Promise<Destructor[]> {
  const loading = Object.entries(registry).map(([selector, load]) => {
    // Claimed before the import so that a concurrent call does not hydrate the same elements.
    const elements = claimElements(root, selector, run);
    return elements.length > 0 ? loadIsland(selector, load, elements, run) : [];
  });
  return (await Promise.all(loading)).flat();
}

/**
 * loadIslands as a lifecycle initialiser. Its destructor runs synchronously what has hydrated and
 * gives up what is still loading, so that destroy() then initialize() hydrates again; a module that
 * lands after the destroy hydrates nothing.
 */
export function startIslands(registry: IslandRegistry, root: ParentNode = document): Destructor {
  const run: IslandRun = { cancelled: false, claims: [] };
  let destructors: Destructor[] = [];
  // <html data-islands-ready> once every island of the page has hydrated (or failed to load): what
  // people's tools and the end-to-end tests wait on, rather than on a time.
  const marked = root === document ? document.documentElement.dataset : null;
  void loadIslands(registry, root, run).then((loaded) => {
    if (run.cancelled) return;
    destructors = loaded;
    if (marked) marked.islandsReady = '';
  });
  return () => {
    run.cancelled = true;
    if (marked) delete marked.islandsReady;
    for (const destructor of destructors) destructor();
    destructors = [];
    for (const [element, selector] of run.claims) release(element, selector);
    run.claims = [];
  };
}
