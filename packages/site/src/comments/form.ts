// The comment form's behaviour (island.ts loads it): shown once this runs (it needs JavaScript to
// send), reply buttons that aim the form at a thread, core's checks before sending, the site's
// captcha when comments ask for it, and the server's answer where the form was: "Thank you! Your
// comment is awaiting moderation." for a held comment, or the page again at its #comment-{id}.
import { COMMENT_HONEYPOT_FIELD, commentDraftProblems } from '@tessera/core';
import { type BodyOf, call } from '../api/call.ts';
import type { FormCaptcha } from '../blocks/form/form-captcha.ts';
import { readSiteContext } from '../context.ts';
import { ensureCrumbCookie } from '../runtime/crumb.ts';
import { DataLayerError } from '../runtime/data-layer.ts';

const FIELDS = ['name', 'email', 'text'] as const;

export function hydrate(form: HTMLFormElement): () => void {
  const section = form.closest('.comments');
  const sent = form.nextElementSibling as HTMLElement | null;
  const problem = form.querySelector<HTMLElement>('.comment-problem');
  const replying = form.querySelector<HTMLElement>('.comment-replying');
  const text = form.querySelector<HTMLTextAreaElement>('textarea');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!section || !sent || !problem || !replying || !text || !submit) return () => {};
  // A signed-in account or site member writes under their own name.
  const signedIn = readSiteContext()?.authenticatedAccount != null || form.dataset.signedIn !== undefined;
  for (const visitorField of form.querySelectorAll<HTMLElement>('.comment-visitor'))
    visitorField.hidden = signedIn;
  let parentId: string | null = null;
  // The captcha's code only where comments ask for it.
  let captcha: FormCaptcha | null = null;
  if (form.dataset.captchaRequired !== undefined)
    void import('../blocks/form/form-captcha.ts').then((module) => {
      captcha = module.formCaptcha(form);
      form.addEventListener('focusin', () => captcha?.start(), { once: true });
    });

  const aimAt = (id: string | null, label = '') => {
    parentId = id;
    replying.hidden = id === null;
    const what = replying.querySelector('span');
    if (what) what.textContent = label;
    text.focus();
  };
  const onReply = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-reply-to]');
    if (button) aimAt(button.dataset.replyTo ?? null, `${button.textContent ?? ''}:`);
  };
  const onCancel = () => aimAt(null);
  for (const button of section.querySelectorAll<HTMLElement>('[data-reply-to]')) button.hidden = false;
  section.addEventListener('click', onReply);
  replying.querySelector('button')?.addEventListener('click', onCancel);

  const show = (errors: Record<string, string>, message: string) => {
    for (const field of FIELDS) {
      const line = form.querySelector(`#comment-${field}-error`);
      const input = form.elements.namedItem(field) as HTMLInputElement | null;
      if (line) line.textContent = errors[field] ?? '';
      input?.setAttribute('aria-invalid', String(Boolean(errors[field])));
    }
    problem.textContent = message;
    const first = FIELDS.find((field) => errors[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const draft = { name: value('name'), email: value('email'), text: value('text') };
    const problems = commentDraftProblems(draft, signedIn);
    show(problems, '');
    if (Object.keys(problems).length > 0) return;
    submit.disabled = true;
    try {
      const captchaKey = captcha ? await captcha.solution() : null;
      const body: BodyOf<'POST /api/comments/posts/:id'> = {
        ...draft,
        parentId,
        [COMMENT_HONEYPOT_FIELD]: value(COMMENT_HONEYPOT_FIELD),
      };
      if (captchaKey) body.captchaKey = captchaKey;
      // A cached page has no crumb: fetched first rather than learnt from a refusal.
      await ensureCrumbCookie();
      const answer = await call('POST /api/comments/posts/:id', {
        params: { id: form.dataset.postId ?? '' },
        body,
        silent: true,
      });
      if (answer.status === 'approved') {
        location.replace(answer.link);
        location.reload();
        return;
      }
      form.reset();
      form.hidden = true;
      sent.textContent = answer.message;
    } catch (error) {
      const failed = error instanceof DataLayerError ? error : new DataLayerError(String(error), 0);
      show(failed.errors, failed.message);
    } finally {
      captcha?.spent();
      submit.disabled = false;
    }
  };
  form.addEventListener('submit', onSubmit);
  form.hidden = false;
  return () => {
    section.removeEventListener('click', onReply);
    replying.querySelector('button')?.removeEventListener('click', onCancel);
    form.removeEventListener('submit', onSubmit);
  };
}
