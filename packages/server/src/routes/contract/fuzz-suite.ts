// Fuzz: every route of the table, read at run time, gets malformed inputs generated (at least 200 a
// route on SQLite, 50 on PostgreSQL: fuzz-postgres.test.ts says why) from its schemas with fast-check (or, for a route without schemas, from the rules every input
// meets), plus a hostile corpus; sent by a signed-in admin of the demo site with a valid crumb, so
// they reach validation. No answer may be a 5xx, every JSON 4xx carries a string `error`, every input
// the route must refuse is refused, and no stored row changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  type DemoValues,
  hostsOf,
  PLATFORM_HOST,
  plausibleParts,
  readDemoValues,
  report,
  routeName,
  SEED,
  seedSiteMember,
  settleBufferedWrites,
  shapeProblem,
  snapshot,
  snapshotDiff,
} from '../../../test/contract.ts';
import {
  brokenParts,
  type CorpusScope,
  corpusInputs,
  type FuzzInput,
  generatedInputs,
} from '../../../test/fuzz-inputs.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_HOST } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/suite.ts';
import { visitorHash } from '../../consent/visitor-hash.ts';
import type { Engine } from '../../db/database.ts';
import { routeTable } from '../table.ts';

/** Which of a table's routes one file fuzzes: every `of`th route, starting from the `part`th. */
export interface Share {
  part: number;
  of: number;
}

/**
 * Every input that may reach a handler (one the route need not refuse), and every `every`th of those
 * it must refuse. A refused input stops at the parsers or at validation (routes/register.ts), and the
 * only queries before that are the session's and its roles', which read the cookie, not the input:
 * what refusing it proves does not depend on the engine.
 */
export function withRefusedSample(inputs: readonly FuzzInput[], every: number): FuzzInput[] {
  let refused = 0;
  return inputs.filter((input) => !input.malformed || refused++ % every === 0);
}

/**
 * The fuzz suite on one engine, with `generatedPerRoute` generated inputs a route and the `scope`
 * hostile corpus, over the `share` of the route table. Each engine has its own test files
 * (fuzz-sqlite-1 and -2, fuzz-postgres) so they run in separate vitest workers: SQLite's full run,
 * one file, was the unit suite's longest (102 s), the last 40 s of it alone on one core.
 */
export function fuzzEveryRoute(
  engine: Engine,
  scope: CorpusScope,
  generatedPerRoute: number,
  { share = { part: 1, of: 1 }, refusedEvery = 1 }: { share?: Share; refusedEvery?: number } = {},
): void {
  const label = share.of === 1 ? '' : ` (part ${share.part} of ${share.of})`;
  describe(`fuzzing every route of the table on ${engine}${label}`, () => {
    const suite = useTestApp(engine);
    const table = routeTable().filter((_, i) => i % share.of === share.part - 1);
    const admins = new Map<string, Browser>();
    let values: DemoValues;
    const figures = {
      routes: 0,
      schema: 0,
      rules: 0,
      corpus: 0,
      skipped: 0,
      /** Made, but left out of this engine's run: refused inputs beyond the sample */
      unsampled: 0,
      statuses: new Map<number, number>(),
    };

    beforeAll(async () => {
      values = await readDemoValues(suite.db);
      // Today's visitor salt is made by whichever request first hashes a visitor (a page with a running
      // split test, a census hit): made here, so no route is blamed for a row any visit would make.
      await visitorHash(suite.db, { websiteId: '', address: '', userAgent: '', now: Date.now() });
      for (const host of [DEMO_HOST, PLATFORM_HOST]) {
        const admin = new Browser(suite.app, host);
        await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
        admins.set(host, admin);
      }
      // Also a site member on the demo site, so member routes reach their schemas and handlers.
      await admins
        .get(DEMO_HOST)
        ?.signInAsMember(suite.db, await seedSiteMember(suite.db, suite.ctx.secret, 'fuzz@contract.test'));
    });

    afterAll(() => {
      const inputs = figures.schema + figures.rules + figures.corpus;
      const statuses = [...figures.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      report(
        'fuzz',
        `${engine}${label}`,
        `${figures.routes} routes, ${inputs} inputs (${figures.schema} generated from schemas, ` +
          `${figures.rules} from the input rules, ${figures.corpus} from the ${scope} hostile corpus; ` +
          `${figures.skipped} made but well-formed, so not sent to a state-changing route` +
          (refusedEvery > 1
            ? `; of the inputs to refuse, 1 in ${refusedEvery} sent, ${figures.unsampled} not`
            : '') +
          '); ' +
          `seed ${SEED}; answers ${statuses}`,
      );
    });

    it.each(table.map((route) => [routeName(route), route] as const))(
      '%s',
      async (_name, route) => {
        const hosts = hostsOf(route);
        const demoAdmin = admins.get(DEMO_HOST) as Browser;
        const crumb = route.crumb ? (demoAdmin.crumb ?? null) : null;
        const base = plausibleParts(route, values);
        const generated = generatedInputs(route, base, crumb, SEED, generatedPerRoute);
        const corpus = corpusInputs(route, base, brokenParts(route, generated.inputs), crumb, scope);
        const made: FuzzInput[] = [...generated.inputs, ...corpus.inputs];
        expect(generated.inputs.length, 'generated inputs').toBeGreaterThanOrEqual(generatedPerRoute);
        const inputs = withRefusedSample(made, refusedEvery);

        // What such a route makes on first asking is made here, so the check below sees later calls.
        if (route.makesOnFirstRead)
          for (const [i, input] of inputs.entries())
            await (admins.get(hosts[i % hosts.length] as string) as Browser).send(input.wire);
        await settleBufferedWrites(suite.ctx);
        const before = await snapshot(suite.db);
        const problems: string[] = [];
        for (const [i, input] of inputs.entries()) {
          const host = hosts[i % hosts.length] as string;
          const response = await (admins.get(host) as Browser).send(input.wire);
          figures.statuses.set(response.statusCode, (figures.statuses.get(response.statusCode) ?? 0) + 1);
          const problem =
            shapeProblem(response) ??
            (input.malformed && (response.statusCode < 400 || response.statusCode >= 500)
              ? `accepted with ${response.statusCode}`
              : null);
          if (problem) problems.push(`${problem}: ${input.label} (${host}) → ${response.body.slice(0, 200)}`);
        }
        expect(problems.slice(0, 20), `${problems.length} of ${inputs.length} inputs`).toEqual([]);
        await settleBufferedWrites(suite.ctx);
        expect(snapshotDiff(before, await snapshot(suite.db)), 'stored rows changed').toEqual([]);
        expect(Object.hasOwn(Object.prototype, 'polluted'), 'Object.prototype polluted').toBe(false);

        figures.routes++;
        for (const input of inputs) figures[input.source]++;
        figures.skipped += generated.skipped + corpus.skipped;
        figures.unsampled += made.length - inputs.length;
        // Hundreds of inputs per route: a route that does real work for each (a form's submission)
        // takes 15 s on a loaded 2-core machine, too near the 20 s every other test is held to.
      },
      90_000,
    );
  });
}
