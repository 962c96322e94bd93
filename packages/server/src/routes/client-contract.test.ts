// The clients' contract in the tree is the one the route table generates now: a route, schema or
// answer changed without `npm run contract` fails here, before a client can read a stale type.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, PUBLIC } from '../http/route.ts';
import { CLIENT_CONTRACT_FILE, clientContract } from './client-contract.ts';
import { routeTable } from './table.ts';

describe('the clients’ contract', () => {
  it('is what the route table generates (run `npm run contract` when this fails)', async () => {
    const inTree = readFileSync(resolve(import.meta.dirname, '../../../..', CLIENT_CONTRACT_FILE), 'utf8');
    expect(await clientContract(routeTable()), 'run `npm run contract`').toBe(inTree);
  });

  it('names every route of the table with what it answers', async () => {
    const source = await clientContract(routeTable());
    for (const route of routeTable()) expect(source).toContain(`"${route.method} ${route.path}": {`);
  });

  it('types a tuple as a tuple, not as an array of nothing', async () => {
    const pair = defineRoute({
      method: 'GET',
      path: '/api/pair',
      host: 'site',
      summary: 'A pair',
      tag: 'test',
      access: PUBLIC,
      crumb: false,
      rateLimit: null,
      answer: {
        kind: 'json',
        schema: z.object({ pair: z.tuple([z.string(), z.number()]) }),
        description: 'A pair',
      },
      handler: async () => ({ pair: ['a', 1] }),
    });
    expect(await clientContract([pair])).toContain('pair: [string, number];');
  });
});
