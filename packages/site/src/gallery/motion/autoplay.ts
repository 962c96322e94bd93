// Autoplay (spec section 4): a timer of autoplayMs that moves on and starts again, while nothing holds
// it. The reasons are kept in one AutoplayState; logic.ts autoplayRuns decides. The root's
// data-autoplay says which it is ('running', 'paused' or 'off'), for styles and tests. The pause
// button (WCAG 2.2.2, drawn hidden by the server) shows what pressing it would do, by its name.
import {
  type AutoplayControl,
  type AutoplayState,
  autoplayControl,
  autoplayRuns,
  pressAutoplayControl,
} from './logic.ts';

const CONTROL_NAMES: Record<AutoplayControl, string> = {
  none: '',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
};

function showControl(button: HTMLButtonElement | null, control: AutoplayControl): void {
  if (!button) return;
  button.hidden = control === 'none';
  button.dataset.gmAutoplay = control;
  if (control !== 'none') button.setAttribute('aria-label', CONTROL_NAMES[control]);
}

export interface Autoplay {
  set(change: Partial<AutoplayState>): void;
  /** The pause button was pressed */
  press(): void;
  /** Starts the timer over, after any change of slide */
  restart(): void;
  stop(): void;
}

export function createAutoplay(
  root: HTMLElement,
  initial: AutoplayState,
  delayMs: number,
  advance: () => void,
  button: HTMLButtonElement | null,
): Autoplay {
  const state = { ...initial };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function label(): void {
    const control = autoplayControl(state);
    // Off for good (or never on: the button offers play or nothing), as opposed to held for a while.
    root.dataset.autoplay = control !== 'pause' ? 'off' : autoplayRuns(state) ? 'running' : 'paused';
    showControl(button, control);
  }

  function set(change: Partial<AutoplayState>): void {
    const before = autoplayRuns(state);
    Object.assign(state, change);
    if (autoplayRuns(state) !== before) restart();
    else label();
  }

  function restart(): void {
    clearTimeout(timer);
    label();
    if (autoplayRuns(state)) timer = setTimeout(advance, delayMs);
  }

  restart();
  return {
    set,
    press: () => set(pressAutoplayControl(autoplayControl(state))),
    restart,
    stop() {
      clearTimeout(timer);
      delete root.dataset.autoplay;
      showControl(button, 'none');
    },
  };
}
