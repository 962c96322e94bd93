// The comment form's island, kept to a few hundred bytes: the form's code (form.ts) is imported only
// when the comments come into view or the visitor reaches them by keyboard, so a reader who never
// scrolls to the comments loads none of it.
import type { Destructor } from '../runtime/lifecycle.ts';

export function hydrate(form: HTMLFormElement): Destructor {
  const section = form.closest('.comments') ?? form;
  let undo: Destructor | null = null;
  let gone = false;
  const load = () => {
    observer?.disconnect();
    section.removeEventListener('focusin', load);
    void import('./form.ts').then((module) => {
      if (!gone) undo = module.hydrate(form);
    });
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        })
      : null;
  if (observer) observer.observe(section);
  else load();
  section.addEventListener('focusin', load);
  return () => {
    gone = true;
    observer?.disconnect();
    section.removeEventListener('focusin', load);
    undo?.();
  };
}
