// The comment form's island, kept to a few hundred bytes: the form's code (form.ts) and the
// comments' relative times (runtime/relative-times.ts) are imported only when the comments come into
// view or the visitor reaches them by keyboard, so a reader who never scrolls to them loads none of it.
import type { Destructor } from '../runtime/lifecycle.ts';

export function hydrate(form: HTMLFormElement): Destructor {
  const section = form.closest('.comments') ?? form;
  let undo: Destructor | null = null;
  let gone = false;
  const load = () => {
    observer?.disconnect();
    section.removeEventListener('focusin', load);
    void Promise.all([import('./form.ts'), import('../runtime/relative-times.ts')]).then(
      ([module, times]) => {
        if (gone) return;
        const undoForm = module.hydrate(form);
        // The comments' dates, told as 'about 3 hours ago' (spec 2 §9), once they are in view.
        const stopTimes = times.startRelativeTimes(section);
        undo = () => {
          stopTimes();
          undoForm();
        };
      },
    );
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
