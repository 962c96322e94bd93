// The config area's video check on both engines (widgets spec section 8, "Video"), against a local
// fake of Vimeo's oEmbed: a Basic account's video is named, other plans and YouTube are not, and a
// source no embed comes from says 'Invalid video embed.'.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { videoSourceProblem } from './service.ts';

/** Vimeo's oEmbed as far as the check reads it: the account type of each video id. */
const ACCOUNTS: Record<string, string> = { '111': 'basic', '222': 'pro', '333': 'free' };
let vimeo: Server;
let vimeoUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  vimeo = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const video = url.searchParams.get('url') ?? '';
    asked.push(video);
    const id = /\/video\/(\d+)/.exec(video)?.[1] ?? '';
    const account = ACCOUNTS[id];
    if (!account) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ type: 'video', video_id: Number(id), account_type: account }));
  });
  await new Promise<void>((resolve) => vimeo.listen(0, '127.0.0.1', resolve));
  vimeoUrl = `http://127.0.0.1:${(vimeo.address() as AddressInfo).port}/api/oembed.json`;
});
afterAll(() => new Promise<void>((resolve) => vimeo.close(() => resolve())));

const BASIC = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

describe("spec 2 §8: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'", () => {
  it('says so for a video of a Basic (now Free) account, asking Vimeo with the player address only', async () => {
    expect(await videoSourceProblem('https://vimeo.com/111', vimeoUrl)).toBe(BASIC);
    expect(
      await videoSourceProblem('<iframe src="https://player.vimeo.com/video/333"></iframe>', vimeoUrl),
    ).toBe(BASIC);
    expect(asked.at(-1)).toBe('https://player.vimeo.com/video/333?dnt=1');
  });

  it('says nothing for another plan, a video Vimeo does not describe, Vimeo unreachable, or YouTube', async () => {
    expect(await videoSourceProblem('https://vimeo.com/222', vimeoUrl)).toBeNull();
    expect(await videoSourceProblem('https://vimeo.com/999', vimeoUrl)).toBeNull();
    expect(await videoSourceProblem('https://vimeo.com/111', 'http://127.0.0.1:9/unreachable')).toBeNull();
    const before = asked.length;
    expect(await videoSourceProblem('https://youtu.be/dQw4w9WgXcQ', vimeoUrl)).toBeNull();
    expect(asked).toHaveLength(before);
  });

  it("says 'Invalid video embed.' for a source no embed comes from, asking no one", async () => {
    const before = asked.length;
    expect(await videoSourceProblem('https://example.com/film', vimeoUrl)).toBe('Invalid video embed.');
    expect(asked).toHaveLength(before);
  });
});

describe.each(ENGINES)('GET /api/config/video-source on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  beforeAll(() => {
    suite.ctx.vimeoOembedUrl = vimeoUrl;
  });

  it('answers the spec’s message for the owner’s video', async () => {
    const check = (source: string) =>
      owner().request('GET', `/api/config/video-source?source=${encodeURIComponent(source)}`);
    const basic = await check('https://vimeo.com/111');
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toEqual({ problem: BASIC });
    expect((await check('https://vimeo.com/222')).json()).toEqual({ problem: null });
    expect((await check('not a video')).json()).toEqual({ problem: 'Invalid video embed.' });
  });

  it('answers only someone who may change the site’s content', async () => {
    const response = await suite
      .client()
      .request('GET', '/api/config/video-source?source=https%3A%2F%2Fvimeo.com%2F111');
    expect(response.statusCode).toBe(401);
  });
});
