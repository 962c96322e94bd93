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
  /**
   * 'interaction': loaded at the visitor's first use of the element (hydrateOnInteraction), not with
   * the page: for what a visitor may never use and that works until then (a form).
   */
  on?: 'interaction';
}

/** Trigger selector → loader of the island module that hydrates its elements (with when, if not at once). */
export type IslandRegistry = Record<
  string,
  IslandTrigger['load'] | Required<Pick<IslandTrigger, 'load' | 'on'>>
>;

export const islandRegistryOf = (triggers: readonly IslandTrigger[]): IslandRegistry =>
  Object.fromEntries(triggers.map(({ selector, load, on }) => [selector, on ? { load, on } : load]));

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

/** What a visitor does as they start to use an element: pressing on it, typing in it, sending it. */
const INTERACTIONS = ['pointerdown', 'keydown', 'submit'] as const;

/**
 * Hydrates `element` at the visitor's first interaction with it, not before. A form sent before its
 * island has arrived is held, then sent again once it has hydrated (so the island sends it, once);
 * if the island cannot load, the form goes the way it goes without scripts, and any other
 * interaction tries again at the next. Returns the undoing, which also destroys the hydration once
 * there is one.
 */
export function hydrateOnInteraction(
  element: HTMLElement,
  load: () => Promise<IslandModule>,
  selector = '',
): Destructor {
  let started = false;
  let stopped = false;
  let heldForm: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let hydrated: Destructor | undefined;
  const disarm = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction, true);
  };
  function onInteraction(event: Event): void {
    if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      heldForm = { form: event.target, submitter: event.submitter };
    }
    if (started) return;
    started = true;
    load().then(
      (island) => {
        disarm();
        if (stopped) return;
        hydrated = hydrateElement(island, element, selector);
        const held = heldForm;
        heldForm = null;
        held?.form.requestSubmit(held.submitter);
      },
      (error: unknown) => {
        console.error('Unable to load module for trigger', selector, error);
        // The next interaction tries again; a form already sent goes without its island.
        started = false;
        const held = heldForm;
        heldForm = null;
        if (held && !stopped) {
          disarm();
          held.form.submit();
        }
      },
    );
  }
  for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, true);
  return () => {
    stopped = true;
    disarm();
    hydrated?.();
  };
}

/**
 * Imports the island of every trigger selector present under root and hydrates each of its
 * elements not yet hydrated (or, for an island loaded on interaction, makes each ready to hydrate).
 * Resolves to the destructors of what it hydrated or made ready.
 */
export async function loadIslands(
  registry: IslandRegistry,
  root: ParentNode = document,
  run?: IslandRun,
): Promise<Destructor[]> {
  const loading = Object.entries(registry).map(([selector, entry]) => {
    const { load, on } = typeof entry === 'function' ? { load: entry, on: undefined } : entry;
    // Claimed before the import so that a concurrent call does not hydrate the same elements.
    const elements = claimElements(root, selector, run);
    if (on === 'interaction')
      return elements.map((element) => {
        const undo = hydrateOnInteraction(element, load, selector);
        return () => {
          undo();
          release(element, selector);
        };
      });
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
  // <html data-islands-ready> once every island of the page has hydrated (or failed to load), and
  // every island loaded on interaction waits for it: what people's tools and the end-to-end tests
  // wait on, rather than on a time.
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
