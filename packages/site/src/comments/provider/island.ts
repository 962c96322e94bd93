// The comment provider's thread (Disqus): its embed script, from the host the shortname names
// (core's commentProviderHosts), is loaded only when the visitor asks (the button) or scrolls the
// thread into view, so a reader who never gets there sends the provider nothing. The page's CSP
// allows that host only on pages that hold this thread (../third-parties.ts, read by the post's page type).
import { commentProviderHosts } from '@tessera/core';

declare global {
  interface Window {
    disqus_config?: (this: { page: { url: string; identifier: string } }) => void;
  }
}

export function hydrate(thread: HTMLElement): () => void {
  const { shortname = '', url = '', identifier = '' } = thread.dataset;
  const button = thread.querySelector('button');
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    observer?.disconnect();
    button?.remove();
    window.disqus_config = function () {
      this.page.url = url;
      this.page.identifier = identifier;
    };
    const script = document.createElement('script');
    script.src = commentProviderHosts(shortname).embedScript;
    script.dataset.timestamp = String(Date.now());
    document.head.append(script);
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        })
      : null;
  observer?.observe(thread);
  button?.addEventListener('click', load);
  return () => {
    observer?.disconnect();
    button?.removeEventListener('click', load);
  };
}
