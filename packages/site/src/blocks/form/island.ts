// The form's island, kept to a few hundred bytes: the submission flow (submission.ts, with the
// captcha) is imported when the visitor first focuses the form or sends it, so a page whose form is
// only read loads none of it (as the comment form does). A send before the flow has loaded waits for
// it, then goes through it.
import type { Destructor } from '../../runtime/lifecycle.ts';

export function hydrate(form: HTMLFormElement): Destructor {
  let undo: Destructor | null = null;
  let gone = false;
  let flow: Promise<void> | null = null;
  // The flow's checks and messages replace the browser's, also for a send before it has loaded.
  form.noValidate = true;
  const load = () => {
    flow ??= import('./submission.ts').then((module) => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('submit', sendAfterLoad);
      if (!gone) undo = module.hydrate(form);
    });
    return flow;
  };
  function sendAfterLoad(event: Event) {
    event.preventDefault();
    void load().then(() => !gone && form.requestSubmit());
  }
  form.addEventListener('focusin', load);
  form.addEventListener('submit', sendAfterLoad);
  return () => {
    gone = true;
    form.removeEventListener('focusin', load);
    form.removeEventListener('submit', sendAfterLoad);
    undo?.();
  };
}
