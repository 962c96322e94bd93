import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO_EMBED, videoEmbedOf } from './embed.ts';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0';
const VIMEO = 'https://player.vimeo.com/video/76979871?dnt=1';
const invalid = { kind: 'invalid', message: INVALID_VIDEO_EMBED };

describe('videoEmbedOf: page addresses', () => {
  it.each([
    ['a watch address', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a watch address with more parameters', 'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&list=x'],
    ['the mobile site', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ'],
    ['a short', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['an embed address', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a privacy-enhanced embed address', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['plain http, upper-case host, spaces around', '  http://WWW.YouTube.com/watch?v=dQw4w9WgXcQ '],
  ])('makes the privacy-enhanced YouTube player of %s', (_name, url) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'valid', provider: 'youtube', src: YT, type: 'url' });
  });

  it('keeps a YouTube start time, in seconds', () => {
    const embed = videoEmbedOf('https://youtu.be/dQw4w9WgXcQ?t=1m30s');
    expect(embed.kind === 'valid' && new URL(embed.src).searchParams.get('start')).toBe('90');
  });

  it.each([
    ['a video page', 'https://vimeo.com/76979871', VIMEO],
    ['a channel video', 'https://vimeo.com/channels/staffpicks/76979871', VIMEO],
    ['a showcase video', 'https://vimeo.com/showcase/555/video/76979871', VIMEO],
    ['a player address', 'https://player.vimeo.com/video/76979871', VIMEO],
    ['an unlisted video', 'https://vimeo.com/76979871/8272103f6e', `${VIMEO}&h=8272103f6e`],
    [
      'an unlisted player address',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      `${VIMEO}&h=8272103f6e`,
    ],
  ])('makes Vimeo’s player, without tracking, of %s', (_name, url, src) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'valid', provider: 'vimeo', src, type: 'url' });
  });

  it.each([
    ['nothing', ''],
    ['words', 'my holiday video'],
    ['another host', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['a host that only ends like YouTube', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a YouTube address without a video', 'https://www.youtube.com/@channel'],
    ['a malformed YouTube id', 'https://www.youtube.com/watch?v=abc'],
    ['an id smuggling a path', 'https://www.youtube.com/embed/dQw4w9WgX%2F'],
    ['a Vimeo address without a video', 'https://vimeo.com/about'],
    ['a script address', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['credentials in the address', 'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a port', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['a paste over the length limit', `https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(5000)}`],
  ])('refuses %s with the spec’s message', (_name, url) => {
    expect(videoEmbedOf(url)).toEqual(invalid);
  });
});

describe('videoEmbedOf: embed code', () => {
  it('reads the address of a pasted iframe and makes our own player of it', () => {
    const code =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=5" title="YouTube video player" frameborder="0" allowfullscreen></iframe>';
    expect(videoEmbedOf(code)).toEqual({
      kind: 'valid',
      provider: 'youtube',
      src: `${YT}&start=5`,
      type: 'iframe',
    });
  });

  it('reads Vimeo’s embed code, single-quoted or unquoted, protocol-relative', () => {
    const code = `<div style="padding:56.25% 0 0 0"><iframe src='//player.vimeo.com/video/76979871?badge=0' frameborder=0></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`;
    expect(videoEmbedOf(code)).toEqual({ kind: 'valid', provider: 'vimeo', src: VIMEO, type: 'iframe' });
    expect(videoEmbedOf('<IFRAME SRC=https://player.vimeo.com/video/76979871></IFRAME>')).toMatchObject({
      kind: 'valid',
    });
  });

  it('reads the embed inside an object', () => {
    const code =
      '<object width="425" height="350"><param name="movie" value="x"><embed src="https://www.youtube.com/v/dQw4w9WgXcQ" type="application/x-shockwave-flash"></object>';
    expect(videoEmbedOf(code)).toEqual({ kind: 'valid', provider: 'youtube', src: YT, type: 'object' });
  });

  it.each([
    ['HTML without an iframe or object', '<p>My video</p>'],
    ['an object without an embed', '<object data="https://www.youtube.com/v/dQw4w9WgXcQ"></object>'],
    ['an embed outside an object', '<embed src="https://www.youtube.com/v/dQw4w9WgXcQ">'],
    ['an iframe without an address', '<iframe width="560"></iframe>'],
    ['an iframe of another host', '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    ['an iframe over plain http', '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['an iframe with a script address', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: iframe', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a script alone', '<script src="https://www.youtube.com/embed/dQw4w9WgXcQ"></script>'],
    [
      'an address hidden in another attribute',
      '<iframe data-src="https://youtu.be/dQw4w9WgXcQ" src="x"></iframe>',
    ],
  ])('refuses %s with the spec’s message', (_name, code) => {
    expect(videoEmbedOf(code)).toEqual(invalid);
  });

  it('keeps nothing of the paste but the video: its attributes and scripts are gone', () => {
    const code =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)" srcdoc="<script>alert(2)</script>"></iframe><script>alert(3)</script>';
    const embed = videoEmbedOf(code);
    expect(embed).toEqual({ kind: 'valid', provider: 'youtube', src: YT, type: 'iframe' });
    expect(JSON.stringify(embed)).not.toContain('alert');
  });
});
