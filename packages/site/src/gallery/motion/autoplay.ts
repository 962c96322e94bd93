// Autoplay (spec section 4): a timer of autoplayMs that moves on and starts again, while nothing holds
// it. The reasons are kept in one AutoplayState; logic.ts autoplayRuns decides. The root's
// data-autoplay says which it is ('running', 'paused' or 'off'), for styles and tests.
import { type AutoplayState, autoplayRuns } from './logic.ts';

export interface Autoplay {
  set(change: Partial<AutoplayState>): void;
  /** Starts the timer over, after any change of slide */
  restart(): void;
  stop(): void;
}

export function createAutoplay(
  root: HTMLElement,
  initial: AutoplayState,
  delayMs: number,
  advance: () => void,
): Autoplay {
  const state = { ...initial };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function label(): void {
    // Off for good (or never on), as opposed to held for a while.
    const off = !state.enabled || state.noMotion || state.reducedMotion || state.keyboardNavigation;
    root.dataset.autoplay = off ? 'off' : autoplayRuns(state) ? 'running' : 'paused';
  }

  function restart(): void {
    clearTimeout(timer);
    label();
    if (autoplayRuns(state)) timer = setTimeout(advance, delayMs);
  }

  restart();
  return {
    set(change) {
      const before = autoplayRuns(state);
      Object.assign(state, change);
      if (autoplayRuns(state) !== before) restart();
      else label();
    },
    restart,
    stop() {
      clearTimeout(timer);
      delete root.dataset.autoplay;
    },
  };
}
