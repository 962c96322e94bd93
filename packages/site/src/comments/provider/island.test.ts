// The comment provider's thread in happy-dom: nothing is asked of the provider until the visitor
// presses Show comments; then one embed script, from the host the shortname names, with the post's
// address and identifier handed to it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { PostComments } from '../Comments.tsx';
import { hydrate } from './island.ts';

// The script is never fetched here: happy-dom takes the load as done instead of reporting an error.
const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.disqus_config;
});

const providerScripts = () =>
  [...document.querySelectorAll('script')]
    .map((script) => script.src)
    .filter((src) => src.includes('disqus'));

it('loads the provider’s embed from the shortname’s host only when asked, once', () => {
  const view = {
    kind: 'provider',
    shortname: 'fern-kiln',
    url: 'https://fern.example/journal/chasing-plum',
    identifier: 'post-1',
  } as const;
  document.body.innerHTML = renderToStaticMarkup(createElement(PostComments, { view }));
  const thread = document.getElementById('disqus_thread') as HTMLElement;
  const stop = hydrate(thread);
  expect(providerScripts()).toEqual([]);

  const button = thread.querySelector('button');
  expect(button?.textContent).toBe('Show comments');
  button?.click();
  expect(providerScripts()).toEqual(['https://fern-kiln.disqus.com/embed.js']);
  expect(thread.querySelector('button')).toBeNull();
  const page = { url: '', identifier: '' };
  window.disqus_config?.call({ page });
  expect(page).toEqual({ url: view.url, identifier: view.identifier });
  button?.click();
  expect(providerScripts()).toHaveLength(1);
  stop();
});
