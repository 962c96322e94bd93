// A call by the route's name sends what the data layer sent before by hand: the address with its
// path parameters filled in, a GET's query, another method's JSON body and query. The lines that
// expect a type error are the contract's proof: `npm run typecheck` fails if a wrong field compiles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledInit, calledUrl, setCookie, stubFetch } from '../runtime/test-support.ts';
import { call, routeUrl } from './call.ts';

beforeEach(() => {
  setCookie('crumb', 'crumb-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCookie('crumb', null);
});

describe('routeUrl', () => {
  it('fills in and encodes the path parameters', () => {
    expect(routeUrl('GET /api/config/pages/:id', { id: 'a b/c' })).toBe('/api/config/pages/a%20b%2Fc');
  });

  it('refuses to build an address without a parameter it names', () => {
    expect(() => routeUrl('GET /api/config/pages/:id')).toThrow('GET /api/config/pages/:id needs its id');
  });
});

describe('call', () => {
  it('sends a GET’s query in the address, with the crumb, and no body', async () => {
    const fetch = stubFetch({ body: { posts: [] } });
    await call('GET /api/config/blogs/:id/posts', { params: { id: 'b1' }, query: { state: '4' } });
    const url = calledUrl(fetch);
    expect(url.pathname).toBe('/api/config/blogs/b1/posts');
    expect(url.searchParams.get('state')).toBe('4');
    expect(url.searchParams.get('crumb')).toBe('crumb-1');
    expect(calledInit(fetch).method).toBe('GET');
    expect(calledInit(fetch).body).toBeUndefined();
  });

  it('sends another method’s body as JSON and answers what the server answered', async () => {
    const page = { id: 'p1', title: 'About' };
    const fetch = stubFetch({ body: { page } });
    const answer = await call('PUT /api/config/pages/:id', {
      params: { id: 'p1' },
      body: { title: 'About' },
    });
    expect(answer.page).toEqual(page);
    expect(calledInit(fetch).method).toBe('PUT');
    expect(calledInit(fetch).body).toBe(JSON.stringify({ title: 'About' }));
    expect((calledInit(fetch).headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('is a type error to send a field the route does not take, or to leave out its parameters', () => {
    // Only compiled, never sent: each line below must fail `npm run typecheck` to pass it.
    const wrongCalls = () => [
      // @ts-expect-error a page's title is a string
      call('PUT /api/config/pages/:id', { params: { id: 'p1' }, body: { title: 42 } }),
      // @ts-expect-error the page's id is a path parameter the call must name
      call('GET /api/config/pages/:id', { silent: true }),
      // @ts-expect-error no such route in the table
      call('GET /api/config/no-such-route'),
      // @ts-expect-error the data layer does not speak PATCH (the spec's four methods)
      call('PATCH /api/config/commerce/products/:productId/variants/:variantId', {
        params: { productId: 'p', variantId: 'v' },
        body: {},
      }),
    ];
    expect(typeof wrongCalls).toBe('function');
  });

  it('is a type error to read a field the answer does not have', () => {
    const readWrongField = async () => {
      const { page } = await call('GET /api/config/pages/:id', { params: { id: 'p1' } });
      // @ts-expect-error a page summary has no `name`, only a title
      return page.name;
    };
    expect(typeof readWrongField).toBe('function');
  });
});
