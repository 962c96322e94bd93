import { describe, expect, it } from 'vitest';
import { combineNeeds, pageOrigins } from '../third-parties.ts';
import { DEFAULT_SECTION_SETTINGS, type Section } from './section.ts';
import { blockThirdParties } from './third-parties.ts';
import type { Block } from './types.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

const video = (id: string, url: string): Block => ({ id, type: 'video', version: 1, data: { url } });
const page = (...blocks: Block[]): Section[] => [{ id: 's', ...DEFAULT_SECTION_SETTINGS, blocks }];
const framesOf = (sections: Section[]) =>
  pageOrigins(combineNeeds(blockThirdParties(sections)), null)?.frame ?? [];

describe('what a page’s blocks need from third parties', () => {
  it('is nothing on a page without a video or a captcha', () => {
    const text: Block = { id: 't', type: 'text', version: 2, data: { html: '<p>data-video-provider</p>' } };
    expect(pageOrigins(combineNeeds(blockThirdParties(page(text))), null)).toBeNull();
  });

  it('is the player host of each kind of video shown, once each, a gallery’s and a column’s included', () => {
    expect(framesOf(page(video('a', YOUTUBE), video('b', YOUTUBE)))).toEqual([
      'https://www.youtube-nocookie.com',
    ]);
    const gallery: Block = {
      id: 'g',
      type: 'gallery',
      version: 2,
      data: { slides: [{ kind: 'video', id: 'v', video: { url: VIMEO, mode: 'fit' }, thumbnail: null }] },
    };
    const columns: Block = {
      id: 'c',
      type: 'columns',
      version: 1,
      data: {},
      slots: [[video('in-column', YOUTUBE)], []],
    };
    expect(framesOf(page(gallery, columns))).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('leaves out a video whose embed cannot be made, and a block the page leaves out', () => {
    expect(framesOf(page(video('bad', 'https://evil.example/watch?v=1')))).toEqual([]);
    expect(framesOf(page({ ...video('newer', YOUTUBE), version: 2 }))).toEqual([]);
    expect(framesOf(page({ id: 'x', type: 'video', version: 1, data: { url: 7 } }))).toEqual([]);
  });

  it('names the captcha for a form that asks for one, whose hosts come first', () => {
    const form = (captcha: boolean): Block => ({
      id: `form-${captcha}`,
      type: 'form',
      version: 2,
      data: { formId: 'f' },
      loaded: { captcha },
    });
    expect(combineNeeds(blockThirdParties(page(form(false)))).captcha).toBe(false);
    const needs = combineNeeds(blockThirdParties(page(video('v', YOUTUBE), form(false), form(true))));
    expect(needs.captcha).toBe(true);
    const captcha = {
      script: ['https://captcha.example'],
      frame: ['https://captcha.example'],
      connect: [],
      style: [],
    };
    expect(pageOrigins(needs, captcha)).toEqual({
      script: ['https://captcha.example'],
      frame: ['https://captcha.example', 'https://www.youtube-nocookie.com'],
      connect: [],
      style: [],
    });
  });
});
