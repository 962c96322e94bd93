// A video's behaviour: a click on its overlay (Enter and Space too: the overlay is a button) shows the
// player, which is created only then; showing one returns every other video of the page to its
// overlay. A video shown again is resumed, one put back is paused, by the player's own postMessage
// commands (YouTube's IFrame API with enablejsapi, Vimeo's player API).
import { VIDEO_HIDDEN_EVENT, VIDEO_PUT_BACK_EVENT, VIDEO_SHOWN_EVENT } from './events.ts';
import { isVideoProvider, VIDEO_PLAYER_ORIGINS, type VideoProvider } from './providers.ts';

interface Video {
  root: HTMLElement;
  overlay: HTMLButtonElement;
  player?: HTMLIFrameElement;
}

type Command = 'play' | 'pause';

/** Each kind's message for a command. */
const MESSAGES: Record<VideoProvider, Record<Command, string>> = {
  youtube: {
    play: JSON.stringify({ event: 'command', func: 'playVideo', args: [] }),
    pause: JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
  },
  vimeo: { play: JSON.stringify({ method: 'play' }), pause: JSON.stringify({ method: 'pause' }) },
};

/** The video showing now: at most one a page. */
let shown: Video | undefined;

function providerOf(root: HTMLElement): VideoProvider | undefined {
  const provider = root.dataset.videoProvider;
  return isVideoProvider(provider) ? provider : undefined;
}

function command(video: Video, what: Command): void {
  const provider = providerOf(video.root);
  if (provider)
    video.player?.contentWindow?.postMessage(MESSAGES[provider][what], VIDEO_PLAYER_ORIGINS[provider]);
}

function createPlayer(root: HTMLElement): HTMLIFrameElement {
  const player = document.createElement('iframe');
  const src = new URL(root.dataset.videoSrc ?? '');
  // The visitor asked to watch: it starts at once.
  src.searchParams.set('autoplay', '1');
  player.src = src.href;
  player.title = root.dataset.videoTitle ?? 'Video';
  player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  // What the players need, and no more: they may not navigate the page.
  player.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  );
  return player;
}

function hide(video: Video): void {
  if (shown !== video) return;
  shown = undefined;
  command(video, 'pause');
  if (video.player) video.player.hidden = true;
  video.overlay.hidden = false;
  video.root.dataset.videoState = 'overlay';
  video.root.dispatchEvent(new CustomEvent(VIDEO_HIDDEN_EVENT, { bubbles: true }));
}

function show(video: Video): void {
  if (shown === video) return;
  if (shown) hide(shown);
  shown = video;
  if (video.player) {
    video.player.hidden = false;
    command(video, 'play');
  } else {
    video.player = createPlayer(video.root);
    video.overlay.after(video.player);
  }
  video.overlay.hidden = true;
  // The overlay had the focus: the player takes it, so the keyboard stays with the video.
  video.player.focus();
  video.root.dataset.videoState = 'shown';
  video.root.dispatchEvent(new CustomEvent(VIDEO_SHOWN_EVENT, { bubbles: true }));
}

export function hydrate(root: HTMLElement): (() => void) | undefined {
  const overlay = root.querySelector<HTMLButtonElement>('.video-overlay');
  if (!overlay || !providerOf(root)) return undefined;
  const video: Video = { root, overlay };
  const onClick = () => show(video);
  const onPutBack = () => hide(video);
  overlay.addEventListener('click', onClick);
  root.addEventListener(VIDEO_PUT_BACK_EVENT, onPutBack);
  root.dataset.videoState = 'overlay';
  return () => {
    overlay.removeEventListener('click', onClick);
    root.removeEventListener(VIDEO_PUT_BACK_EVENT, onPutBack);
    hide(video);
    video.player?.remove();
    overlay.hidden = false;
    delete root.dataset.videoState;
  };
}
