// The canvas saves the layout's draft on its own: a moment (DELAY_MS) after the last change, one
// save at a time, each naming the version it started from. A 409 means someone saved the page
// elsewhere: saving stops, and what the owner made stays here until they choose to reload. Nothing
// typed is dropped by a failed save: it is saved with the next one. A layout the server would refuse
// (an image block before its upload ends) is not sent: the owner sees the same errors at once.
import { INVALID_LAYOUT, type Section, validateLayout } from '@tessera/site';
import type { Layout } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { failureMessage, fieldFailures } from '../errors.ts';

export const DELAY_MS = 1000;

export type SaveState =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string; fields: Record<string, string>; sections: Section[] }
  | { status: 'conflict' };

/**
 * What a save sends: the sections as the canvas holds them, every setting filled in (the PUT body
 * also takes sections with settings left to their defaults).
 */
export type DraftSave = Pick<Layout, 'version' | 'sections'>;

export interface AutosaveOptions {
  layoutId: string;
  version: number;
  save: (layoutId: string, save: DraftSave) => Promise<Layout>;
  onState: (state: SaveState) => void;
  /** Each save the server took, with what it now holds */
  onSaved?: (layout: Layout) => void;
  delay?: number;
}

/**
 * The server's own check. Without the server's sanitiser: the inline editor writes only the marks the
 * sanitiser keeps, so its text is checked as the server will check it.
 */
function refusals(sections: Section[]): Record<string, string> | null {
  const checked = validateLayout(sections, { sanitizeHtml: (html) => html });
  return checked.ok ? null : checked.errors;
}

export class Autosave {
  private pending: Section[] | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private state: SaveState = { status: 'saved' };
  private version: number;

  constructor(private readonly options: AutosaveOptions) {
    this.version = options.version;
  }

  get current(): SaveState {
    return this.state;
  }

  /** The layout's version on the server, as far as this canvas knows (after its last save). */
  get serverVersion(): number {
    return this.version;
  }

  /** Whether something the owner made is not on the server yet. */
  get unsaved(): boolean {
    return this.state.status !== 'saved';
  }

  /** The layout changed: saved after the delay, unless it changes again meanwhile. */
  change(sections: Section[]): void {
    this.pending = sections;
    if (this.state.status === 'conflict') return;
    this.set({ status: 'unsaved' });
    this.schedule();
  }

  /** The version the server holds now (after publishing, which raises it). */
  rebase(version: number): void {
    this.version = version;
  }

  /** Saves now whatever waits; true when everything is on the server. */
  async flush(): Promise<boolean> {
    this.cancelTimer();
    while (this.running || (this.pending && this.state.status !== 'conflict')) {
      await (this.running ?? this.run());
      if (this.state.status === 'failed' || this.state.status === 'conflict') break;
    }
    return this.state.status === 'saved';
  }

  dispose(): void {
    this.cancelTimer();
  }

  private schedule() {
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delay ?? DELAY_MS);
  }

  private cancelTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    const sections = this.pending;
    if (!sections) return Promise.resolve();
    this.pending = null;
    const refused = refusals(sections);
    if (refused) {
      this.pending = sections;
      this.set({ status: 'failed', message: INVALID_LAYOUT, fields: refused, sections });
      return Promise.resolve();
    }
    this.set({ status: 'saving' });
    this.running = this.options
      .save(this.options.layoutId, { version: this.version, sections })
      .then(
        (layout) => {
          this.version = layout.version;
          this.options.onSaved?.(layout);
          this.set({ status: this.pending ? 'unsaved' : 'saved' });
        },
        (error: unknown) => {
          this.pending ??= sections;
          if (error instanceof DataLayerError && error.status === 409) this.set({ status: 'conflict' });
          else
            this.set({
              status: 'failed',
              message: failureMessage(error),
              fields: fieldFailures(error),
              sections,
            });
        },
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private set(state: SaveState) {
    this.state = state;
    this.options.onState(state);
  }
}
