// The canvas's undo history, kept by us rather than by Puck: Puck records a step a quarter of a
// second after a change (a timer with no flush), so an undo pressed sooner — or later, on a busy
// machine whose timer runs late — went back past the change or lost it. Here a step is recorded at
// once, with the change, so an undo always takes back exactly the last change seen.

export interface HistoryStep<T> {
  state: T;
  /** The state in our stored form, as JSON: two states with the same key are the same page */
  key: string;
}

/** Edits of one item closer together than this (a word being typed) are one step. */
export const COALESCE_MS = 400;

/**
 * Which step a Puck action's change may join: edits of one item's fields ('replace') join each other;
 * anything else that changes the page (add, move, delete, duplicate) is a step of its own (null).
 * Undefined for actions that change no data (selection, drop zones).
 */
export function changeGroup(action: { type: string; data?: unknown }): string | null | undefined {
  if (['setUi', 'registerZone', 'unregisterZone'].includes(action.type)) return undefined;
  if (action.type !== 'replace') return null;
  const id = (action.data as { props?: { id?: unknown } } | undefined)?.props?.id;
  return typeof id === 'string' ? `edit:${id}` : null;
}

/** The group of several actions before one change: shared when they agree, else none. */
export function mergeGroups(
  seen: string | null | undefined,
  next: string | null | undefined,
): string | null | undefined {
  if (next === undefined) return seen;
  if (seen === undefined) return next;
  return seen === next ? seen : null;
}

export class CanvasHistory<T> {
  private steps: HistoryStep<T>[];
  private index = 0;
  private lastChangeAt = Number.NEGATIVE_INFINITY;
  private lastGroup: string | null = null;

  constructor(
    initial: HistoryStep<T>,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.steps = [initial];
  }

  /**
   * A change of the page, of a group (changeGroup) or none. The echo of an undo or redo (the same page
   * again) is not a change; an edit right after an edit of the same group joins its step, unless an
   * undo or redo came between.
   */
  record(step: HistoryStep<T>, group: string | null = null): void {
    if (step.key === this.steps[this.index]?.key) return;
    const at = this.now();
    const joins =
      group !== null && group === this.lastGroup && at - this.lastChangeAt < COALESCE_MS && this.index > 0;
    this.lastGroup = group;
    this.steps = this.steps.slice(0, joins ? this.index : this.index + 1);
    this.steps.push(step);
    this.index = this.steps.length - 1;
    this.lastChangeAt = at;
  }

  get canUndo(): boolean {
    return this.index > 0;
  }

  get canRedo(): boolean {
    return this.index < this.steps.length - 1;
  }

  /** The state to go back to, or null at the start of the session. */
  undo(): T | null {
    if (!this.canUndo) return null;
    this.index -= 1;
    this.lastChangeAt = Number.NEGATIVE_INFINITY;
    return this.steps[this.index]?.state ?? null;
  }

  /** The state undone last, or null when nothing was undone since the last change. */
  redo(): T | null {
    if (!this.canRedo) return null;
    this.index += 1;
    this.lastChangeAt = Number.NEGATIVE_INFINITY;
    return this.steps[this.index]?.state ?? null;
  }
}

export type HistoryKey = 'undo' | 'redo';

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo. */
export function historyKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): HistoryKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
