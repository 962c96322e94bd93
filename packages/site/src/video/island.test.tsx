/**
 * @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
 */
// The players are created but never loaded: a test reaches no video host.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_HIDDEN_EVENT, VIDEO_SHOWN_EVENT } from './events.ts';
import { hydrate } from './island.ts';
import { VideoEmbed } from './VideoEmbed.tsx';

const releases: (() => void)[] = [];

/** Two videos, as the server renders them, hydrated; answers their root elements. */
function setUp(): HTMLElement[] {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <VideoEmbed
        video={{ url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'fit' }}
        title="Throwing"
        thumbnail={null}
      />
      <VideoEmbed
        video={{ url: 'https://vimeo.com/76979871', mode: 'fill' }}
        title="Glazing"
        thumbnail={null}
      />
    </>,
  );
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island="video"]')];
  for (const root of roots) releases.push(hydrate(root) ?? (() => {}));
  return roots;
}

const overlay = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('.video-overlay') as HTMLButtonElement;
const player = (root: HTMLElement) => root.querySelector('iframe');

/** Catches what the island posts to a player. */
function listenTo(frame: HTMLIFrameElement | null): ReturnType<typeof vi.fn> {
  const postMessage = vi.fn();
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
  return postMessage;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  document.body.innerHTML = '';
});

describe('the video island', () => {
  it('creates no player until the visitor asks for one', () => {
    const [youtube] = setUp() as [HTMLElement];
    expect(document.querySelector('iframe')).toBeNull();
    expect(youtube.dataset.videoState).toBe('overlay');
    expect(overlay(youtube).getAttribute('aria-label')).toBe('Play video: Throwing');
  });

  it('shows the player on a click: autoplaying, named, sandboxed, and focused', () => {
    const [youtube] = setUp() as [HTMLElement];
    overlay(youtube).click();
    const frame = player(youtube) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(frame.title).toBe('Throwing');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(overlay(youtube).hidden).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(youtube.dataset.videoState).toBe('shown');
  });

  it('returns the other video to its overlay, pausing it; showing it again resumes it', () => {
    const [youtube, vimeo] = setUp() as [HTMLElement, HTMLElement];
    overlay(youtube).click();
    const youtubeMessages = listenTo(player(youtube));
    overlay(vimeo).click();
    expect(youtubeMessages).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      'https://www.youtube-nocookie.com',
    );
    expect(overlay(youtube).hidden).toBe(false);
    expect(player(youtube)?.hidden).toBe(true);
    expect(youtube.dataset.videoState).toBe('overlay');
    expect(new URL(player(vimeo)?.src ?? '').searchParams.get('dnt')).toBe('1');

    const vimeoMessages = listenTo(player(vimeo));
    overlay(youtube).click();
    expect(vimeoMessages).toHaveBeenCalledWith(
      JSON.stringify({ method: 'pause' }),
      'https://player.vimeo.com',
    );
    expect(youtubeMessages).toHaveBeenLastCalledWith(
      JSON.stringify({ event: 'command', func: 'playVideo', args: [] }),
      'https://www.youtube-nocookie.com',
    );
    expect(youtube.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('tells the page, by bubbling events, when a video shows and when it goes back', () => {
    const [youtube, vimeo] = setUp() as [HTMLElement, HTMLElement];
    const heard: string[] = [];
    for (const name of [VIDEO_SHOWN_EVENT, VIDEO_HIDDEN_EVENT])
      document.body.addEventListener(name, (event) =>
        heard.push(`${name} ${(event.target as HTMLElement).dataset.videoProvider}`),
      );
    overlay(youtube).click();
    overlay(vimeo).click();
    expect(heard).toEqual([
      'tessera:video-shown youtube',
      'tessera:video-hidden youtube',
      'tessera:video-shown vimeo',
    ]);
  });

  it('leaves an invalid video without behaviour', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <VideoEmbed video={{ url: '<p>no</p>', mode: 'fit' }} title="" thumbnail={null} />,
    );
    expect(document.querySelector('[data-island]')).toBeNull();
    expect(document.body.textContent).toBe('Invalid video embed.');
  });
});
