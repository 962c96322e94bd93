// The fuzz suite's inputs for one route: generated with fast-check from the route's schemas (a
// plausible value, mutated until the schema refuses it), or for a route without schemas from the
// rules every input meets (JSON that parses, no deeper than 64 levels, a known content type, no
// control characters); and a fixed hostile corpus. Each input is checked against what the server will
// really read — the same query and JSON parsers, the same body limit — so an input counted as
// malformed is one the route must refuse.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { findControlCharacter, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../src/http/input.ts';
import type { AnyRoute } from '../src/http/route.ts';
import {
  accepts,
  type Encoding,
  encodeForm,
  encodePath,
  encodeText,
  PARTS,
  type Part,
  type Parts,
  paramNames,
  parseQuery,
  type Wire,
  wireOf,
} from './contract.ts';
import {
  CONTROL_CHARACTERS,
  choicesArbitrary,
  jsonSchemaOf,
  locations,
  mutate,
  setAt,
  validArbitrary,
  wellFormed,
} from './schema-arbitrary.ts';

export interface FuzzInput {
  /** How it was made, for failure messages */
  label: string;
  source: 'schema' | 'rules' | 'corpus';
  wire: Wire;
  /** The request's parts, for a generated input */
  parts?: Parts;
  /**
   * Whether the server must refuse it (a 4xx): it breaks a schema or an input rule. A read that
   * breaks nothing (a page's address) only has to answer without a 5xx.
   */
  malformed: boolean;
}

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const secureJson = fromFastify('secure-json-parse') as {
  parse(text: string, options: { protoAction: 'error'; constructorAction: 'error' }): unknown;
};

/** Fastify's params limit (routerOptions.maxParamLength in app.ts): a longer one matches no route. */
const MAX_PARAM_LENGTH = 500;

type Seen =
  | { refused: string }
  | { params: Record<string, string>; query: Record<string, unknown>; body: unknown };

/** What the server reads from a request: its params, query and body, or why it refuses it unread. */
function serverSees(route: AnyRoute, wire: Wire, crumb: string | null): Seen {
  const params: Record<string, string> = {};
  const template = route.path.split('/');
  const actual = wire.path.split('/');
  for (const [i, segment] of template.entries()) {
    const raw = segment.endsWith('*')
      ? actual
          .slice(i)
          .join('/')
          .slice(segment.length - 1)
      : actual[i];
    if (raw === undefined) return { refused: 'no route' };
    if (!segment.startsWith(':') && !segment.endsWith('*')) continue;
    if (segment.startsWith(':') && raw.length > MAX_PARAM_LENGTH) return { refused: 'param too long' };
    try {
      params[segment.startsWith(':') ? segment.slice(1) : '*'] = decodeURIComponent(raw);
    } catch {
      return { refused: 'bad url' };
    }
  }
  if (!route.path.endsWith('*') && actual.length !== template.length) return { refused: 'no route' };
  const query = parseQuery(
    [wire.query, crumb === null ? '' : `crumb=${encodeURIComponent(crumb)}`].filter(Boolean).join('&'),
  );
  if (route.method === 'GET' || wire.payload === undefined) return { params, query, body: undefined };

  const size = Buffer.byteLength(wire.payload);
  if (size > BODY_LIMIT_BYTES) return { refused: 'body too large' };
  if (wire.contentType === undefined) {
    return size ? { refused: 'no content type' } : { params, query, body: undefined };
  }
  const type = wire.contentType.split(';')[0]?.trim().toLowerCase();
  // A file route reads the bytes themselves (after its checks); to the schemas there is no body.
  if (type === 'application/octet-stream' && route.fileBody) return { params, query, body: undefined };
  // The text the server decodes from the bytes sent: a string's lone surrogates went as U+FFFD,
  // without copying a body of up to 1 MB to bytes and back.
  const text = typeof wire.payload === 'string' ? wellFormed(wire.payload) : wire.payload.toString('utf8');
  if (type === 'application/json') {
    if (!text.length) return { refused: 'empty JSON' };
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return { refused: 'too deep' };
    try {
      return {
        params,
        query,
        body: secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }),
      };
    } catch {
      return { refused: 'not JSON' };
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { params, query, body: parseQuery(text) };
  if (type === 'text/plain') return { params, query, body: text };
  return { refused: 'unsupported content type' };
}

/** Whether the route must refuse what the server reads: a schema refuses it, or an input rule does. */
function isMalformed(route: AnyRoute, seen: Seen): boolean {
  if ('refused' in seen) return true;
  for (const part of PARTS) {
    const value = part === 'body' ? (seen.body ?? {}) : seen[part];
    const schema = route[part];
    if (schema) {
      if (!accepts(schema, value)) return true;
    } else if (!route.page && findControlCharacter(part === 'body' ? seen.body : value) !== null) {
      return true;
    }
  }
  return false;
}

/**
 * Repeats, left out: an input is known by its request line, content type and payload length, and
 * its payload is compared only with those that match all three (a digest of every payload, up to
 * 1.2 MB each, was 4% of the SQLite run).
 */
class Repeats {
  private readonly payloads = new Map<string, Wire['payload'][]>();

  /** True the first time a request is seen. */
  isNew(wire: Wire): boolean {
    const { payload } = wire;
    const size = payload === undefined ? '-' : `${typeof payload} ${payload.length}`;
    const head = `${wire.method} ${wire.path}?${wire.query} ${wire.contentType ?? '-'} ${size}`;
    const same = this.payloads.get(head);
    if (!same) {
      this.payloads.set(head, [payload]);
      return true;
    }
    if (same.some((seen) => samePayload(seen, payload))) return false;
    same.push(payload);
    return true;
  }
}

function samePayload(a: Wire['payload'], b: Wire['payload']): boolean {
  if (typeof a === 'string' || typeof b === 'string' || a === undefined || b === undefined) return a === b;
  return a.equals(b);
}

/** Keeps an input if it is new; a state-changing route only gets inputs it must refuse. */
class InputSet {
  readonly inputs: FuzzInput[] = [];
  /** Made, but left out: inputs a state-changing route would accept */
  skipped = 0;
  private readonly repeats = new Repeats();

  constructor(
    private readonly route: AnyRoute,
    private readonly crumb: string | null,
  ) {}

  add(source: FuzzInput['source'], label: string, wire: Wire, parts?: Parts): boolean {
    if (!this.repeats.isNew(wire)) return false;
    const malformed = isMalformed(this.route, serverSees(this.route, wire, this.crumb));
    if (!malformed && this.route.method !== 'GET') {
      this.skipped++;
      return false;
    }
    this.inputs.push({ label, source, wire, malformed, ...(parts ? { parts } : {}) });
    return true;
  }
}

// ---------------------------------------------------------------------------------------------------
// Generated

const CONTROL = fc.constantFrom(...CONTROL_CHARACTERS);
const TEXT = fc.string({ unit: 'binary', maxLength: 12 }).map(wellFormed);

function withControl(text: string, control: string, at: number): string {
  const i = at % (text.length + 1);
  return `${text.slice(0, i)}${control}${text.slice(i)}`;
}

/** Mutations of one schema'd part of the plausible request, the other parts left as they are. */
function schemaArbitrary(
  route: AnyRoute,
  base: Parts,
): fc.Arbitrary<{ label: string; wire: Wire; parts?: Parts }> {
  const encoding = route.bodyType ?? 'json';
  const arbitraries = PARTS.flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    const root = jsonSchemaOf(schema);
    const start =
      part === 'params'
        ? fc.constant(base.params)
        : fc.oneof(fc.constant(base[part]), validArbitrary(root, root));
    return [
      fc.tuple(start, choicesArbitrary).map(([value, choices]) => {
        const mutated = mutate(root, root, value, choices);
        const parts = { ...base, [part]: mutated.value } as Parts;
        if (part === 'body' && parts.body === undefined) parts.body = null;
        return { label: `${part} ${mutated.how}`, wire: wireOf(route, parts, encoding), parts };
      }),
    ];
  });
  return fc.oneof(...arbitraries);
}

/** For a route without schemas: inputs that break the rules every input meets. */
function rulesArbitrary(
  route: AnyRoute,
  base: Parts,
): fc.Arbitrary<{ label: string; wire: Wire; parts?: Parts }> {
  const plain = wireOf(route, base);
  const withQuery = (query: string) => ({ ...plain, query: [plain.query, query].filter(Boolean).join('&') });
  const controlQuery = fc
    .tuple(TEXT, TEXT, CONTROL, fc.nat(), fc.boolean())
    .map(([key, value, control, at, inKey]) => ({
      label: `control character U+${control.charCodeAt(0).toString(16)} in the query ${inKey ? 'key' : 'value'}`,
      wire: withQuery(
        `${encodeText(inKey ? withControl(key, control, at) : key || 'q')}=${encodeText(inKey ? value : withControl(value, control, at))}`,
      ),
    }));
  if (route.method === 'GET') {
    if (!route.page) return controlQuery;
    // A page displays what its address names: any path and query, none of them refused.
    const segments = fc.array(fc.string({ unit: 'binary', maxLength: 16 }).map(wellFormed), {
      maxLength: 6,
    });
    const query = fc.dictionary(TEXT, fc.oneof(TEXT, fc.array(TEXT, { maxLength: 3 })), { maxKeys: 4 });
    return fc.tuple(segments, query).map(([path, q]) => {
      const params = { ...base.params, ...(route.path.endsWith('*') ? { '*': path.join('/') } : {}) };
      return {
        label: `the address ${JSON.stringify(path)} ${JSON.stringify(q)}`,
        wire: { ...plain, path: encodePath(route, params), query: encodeForm(q) },
      };
    });
  }
  const json = (label: string, payload: string | Buffer, contentType = 'application/json') => ({
    label,
    wire: { ...plain, contentType, payload },
  });
  return fc.oneof(
    controlQuery,
    fc
      .tuple(fc.jsonValue({ maxDepth: 2 }), TEXT, CONTROL, fc.nat())
      .map(([value, text, control, at]) =>
        json(
          'a control character in the body',
          JSON.stringify({ v: value, [withControl(text, control, at)]: text }),
        ),
      ),
    fc
      .tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat({ max: 8 }))
      .map(([value, cut]) => JSON.stringify(value).slice(0, -1 - cut))
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => json('JSON cut short', text)),
    fc
      .tuple(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5000 }), fc.boolean())
      .map(([depth, arrays]) =>
        json(
          `JSON ${depth} levels deep`,
          arrays
            ? `${'['.repeat(depth)}${']'.repeat(depth)}`
            : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(
          'application/xml',
          'multipart/form-data; boundary=x',
          'image/png',
          'application/octet-stream',
        ),
        fc.string({ minLength: 1, maxLength: 40 }),
      )
      .map(([type, text]) => json(`a body of type ${type}`, text, type)),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) =>
        json(
          `a ${key} key`,
          key === '__proto__'
            ? `{"__proto__":{"polluted":${JSON.stringify(value)}}}`
            : `{"constructor":{"prototype":{"polluted":${JSON.stringify(value)}}}}`,
        ),
      ),
    ...(route.bodyType === 'form'
      ? [
          fc.tuple(TEXT, TEXT, CONTROL, fc.nat()).map(([key, value, control, at]) => ({
            label: 'a control character in the form',
            wire: {
              ...plain,
              contentType: 'application/x-www-form-urlencoded',
              payload: `${encodeText(key || 'k')}=${encodeText(withControl(value, control, at))}`,
            },
          })),
        ]
      : []),
  );
}

/**
 * At least `count` distinct generated inputs (fewer only if the route's schemas admit no more),
 * deterministic for a seed.
 */
export function generatedInputs(
  route: AnyRoute,
  base: Parts,
  crumb: string | null,
  seed: number,
  count: number,
): { inputs: FuzzInput[]; skipped: number } {
  const schemaBased = PARTS.some((part) => route[part]);
  const arbitrary = schemaBased ? schemaArbitrary(route, base) : rulesArbitrary(route, base);
  const set = new InputSet(route, crumb);
  for (let round = 0; round < 20 && set.inputs.length < count; round++) {
    for (const { label, wire, parts } of fc.sample(arbitrary, { seed: seed + round, numRuns: count * 2 })) {
      if (set.inputs.length >= count) break;
      set.add(schemaBased ? 'schema' : 'rules', label, wire, parts);
    }
  }
  return { inputs: set.inputs, skipped: set.skipped };
}

// ---------------------------------------------------------------------------------------------------
// The hostile corpus

const WITHIN_LIMIT = BODY_LIMIT_BYTES - 64 * 1024;
const BEYOND_LIMIT = BODY_LIMIT_BYTES + 1;
const MARK = '\u2063mark\u2063';

/** JSON text of `value` with the string MARK (quotes included) replaced by a raw token. */
function jsonWith(value: unknown, token: string): string {
  return JSON.stringify(value).replace(JSON.stringify(MARK), token);
}

function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const here = Array.isArray(value) ? [] : [path];
  return [
    ...here,
    ...Object.entries(value).flatMap(([k, v]) =>
      objectPaths(v, [...path, Array.isArray(value) ? Number(k) : k]),
    ),
  ];
}

function getAt(value: unknown, path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown>)?.[key];
  return current;
}

/** Every place in a part's value to break: the schema's places, or the root when it has no schema. */
function placesIn(route: AnyRoute, part: Part, value: unknown) {
  const schema = route[part];
  if (!schema) return [{ path: [] as (string | number)[], value, present: true, required: true }];
  const root = jsonSchemaOf(schema);
  return locations(root, root, value);
}

const INVALID_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
];

const RAW_NUMBERS = ['1e400', '-1e400', '1e308', '-1e308', '-1', '-0', '9007199254740993', '0.1e-400'];
const NUMBERS_AS_TEXT = ['1', '-1', '1e400', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000'];
const WRONG = [null, true, 0, 'x', [], {}];

/**
 * A request the route refuses for its schema alone, from the generated ones: a broken body if the
 * route has a body schema, else a broken query, else broken params.
 */
export function brokenParts(route: AnyRoute, generated: FuzzInput[]): Parts | null {
  for (const part of ['body', 'query', 'params'] as const) {
    if (!route[part]) continue;
    const input = generated.find((i) => i.parts && i.label.startsWith(part) && !i.label.includes('control'));
    if (input?.parts) return input.parts;
  }
  return null;
}

/**
 * How much of the corpus a state-changing route gets. 'full': all of it. 'lean': laid over the
 * plausible request only, and without the inputs that are only about size (huge bodies, strings,
 * lists, paths, queries and params, nesting beyond 1,000 levels). Every corpus input a
 * state-changing route is sent is one it must refuse, and those are refused before its handler —
 * by Fastify's body limit and parsers, the depth check, the router, the input rules and the schemas
 * — which are the same code on either engine; size and the second overlay test that code, not the
 * database. So one engine (SQLite, the fuzz-sqlite files) gets the full corpus and the other the lean
 * one, which still sends every kind of hostile value (wrong types, NUL, invalid UTF-8, raw numbers,
 * __proto__ keys, content types) at every place. Reads always get the full corpus: what they do not
 * refuse reaches the database, where the engines differ.
 */
export type CorpusScope = 'full' | 'lean';

/**
 * The fixed hostile corpus for a route: wrong types at every level, missing fields, huge strings and
 * arrays (within the 1 MiB body limit and beyond it), nesting deeper than 64 levels, __proto__ /
 * constructor / prototype keys, invalid UTF-8, NUL and other control characters, wrong and missing
 * content types, JSON sent as a form and a form as JSON, huge, negative and non-finite numbers,
 * numbers as text, repeated query keys, and very long paths and params. Each is laid over the
 * plausible request and over a broken one (so that a hostile key in an object that tolerates
 * unknown keys still meets a refusal; of the values for each place in the body, the broken request
 * gets those of another type), and kept only where the route must refuse it (reads: all).
 */
export function corpusInputs(
  route: AnyRoute,
  base: Parts,
  broken: Parts | null,
  crumb: string | null,
  scope: CorpusScope = 'full',
): { inputs: FuzzInput[]; skipped: number } {
  const set = new InputSet(route, crumb);
  const encoding = route.bodyType ?? 'json';
  const isWrite = route.method !== 'GET';
  const full = scope === 'full' || !isWrite;
  const bases = broken && full ? [base, broken] : [base];
  const add = (label: string, wire: Wire) => set.add('corpus', label, wire);
  /** Adds an input that is only about size, for the full corpus. */
  const addHuge = (label: string, wire: () => Wire) => full && set.add('corpus', label, wire());
  const withParts = (parts: Parts, how: Encoding = encoding) => wireOf(route, parts, how);

  for (const [b, parts] of bases.entries()) {
    const tag = b ? ' (broken request)' : '';
    const plain = withParts(parts);

    // Path params: wrong, empty, long, control characters, bad escapes.
    for (const name of paramNames(route.path)) {
      const values: [string, string][] = [
        ['empty', ''],
        ['"null"', 'null'],
        ['"-1"', '-1'],
        ['"[]"', '[]'],
        [`${MAX_PARAM_LENGTH + 1} characters`, 'a'.repeat(MAX_PARAM_LENGTH + 1)],
        ...(full
          ? ([
              ['10,000 characters', 'x'.repeat(10_000)],
              ['100,000 characters', 'y'.repeat(100_000)],
            ] as [string, string][])
          : []),
        ['NUL', `a\u0000b`],
        ['U+001F', '\u001f'],
        ['a slash', 'a/b'],
        // '..' resolves to the parent path, another route (/s/.. is the home page), which owes no
        // refusal to this route's broken query: sent over the plausible request only.
        ...(b ? [] : ([['dots', '..']] as [string, string][])),
      ];
      for (const [how, value] of values) {
        add(
          `param ${name}: ${how}${tag}`,
          withParts({ ...parts, params: { ...parts.params, [name]: value } }),
        );
      }
      for (const raw of ['%', '%E0%A4%A', '%FF', '%C0%AF', '%00', '%2e%2e%2f']) {
        const path = encodePath(route, { ...parts.params, [name]: 'PLACEHOLDER' }).replace(
          'PLACEHOLDER',
          raw,
        );
        add(`param ${name}: raw ${raw}${tag}`, { ...plain, path });
      }
    }
    if (route.path.endsWith('*')) {
      addHuge(`a path of 10,000 segments${tag}`, () => ({
        ...plain,
        path: route.path.slice(0, -1) + 'a/'.repeat(10_000),
      }));
      addHuge(`a path of 200,000 characters${tag}`, () => ({
        ...plain,
        path: route.path.slice(0, -1) + 'p'.repeat(200_000),
      }));
    } else {
      addHuge(`the path and 100,000 more characters${tag}`, () => ({
        ...plain,
        path: `${plain.path}/${'z'.repeat(100_000)}`,
      }));
    }

    // The query: repeated keys, wrong values, control characters, hostile keys, bad escapes, size.
    const queryKeys = [
      ...new Set([...Object.keys(parts.query), ...Object.keys(jsonSchemaProperties(route, 'query'))]),
    ];
    for (const key of queryKeys) {
      const value = parts.query[key];
      const text = typeof value === 'string' ? value : 'x';
      const q = (v: unknown) => withParts({ ...parts, query: { ...parts.query, [key]: v } });
      add(`query ${key} repeated${tag}`, q([text, text]));
      add(`query ${key} twice, differently${tag}`, q([text, `${text}2`]));
      add(`query ${key} missing${tag}`, q(undefined));
      add(`query ${key} as JSON${tag}`, q({ a: [1, { b: null }] }));
      addHuge(`query ${key} of 200,000 characters${tag}`, () => q('q'.repeat(200_000)));
      add(`query ${key} with NUL${tag}`, q(`${text}\u0000`));
      for (const n of NUMBERS_AS_TEXT) add(`query ${key} = ${n}${tag}`, q(n));
    }
    const hostileQueries: [string, string][] = [
      ['__proto__ keys', '__proto__=x&__proto__%5Bpolluted%5D=yes'],
      [
        'constructor and prototype keys',
        'constructor=x&constructor%5Bprototype%5D%5Bpolluted%5D=yes&prototype=y',
      ],
      ['a NUL key', '%00=1'],
      ['an ESC value', 'q=%1B%5B31m'],
      ['bad escapes', 'q=%E0%A4%A&%FF=%C0%AF&r=%'],
      ...(full
        ? ([
            ['a query of 300,000 characters', `q=${'w'.repeat(300_000)}`],
            ['a thousand keys', Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&')],
          ] as [string, string][])
        : []),
    ];
    for (const [how, query] of hostileQueries) {
      add(`query with ${how}${tag}`, { ...plain, query: [plain.query, query].filter(Boolean).join('&') });
    }

    if (!isWrite) continue;

    // The body, place by place; huge values (slow to make and to refuse) at the root and at the
    // first place that holds a string or a list, and only over the plausible request.
    const body = parts.body ?? {};
    const places = placesIn(route, 'body', body);
    const hugeAt = new Set(
      b || !full
        ? []
        : [
            places[0],
            places.find((p) => typeof p.value === 'string'),
            places.find((p) => Array.isArray(p.value) && p.path.length),
          ],
    );
    for (const [i, place] of places.entries()) {
      const where = place.path.length ? place.path.join('.') : '(root)';
      const put = (v: unknown) => ({ ...parts, body: setAt(body, place.path, v) });
      for (const wrong of WRONG) add(`body ${where} = ${JSON.stringify(wrong)}${tag}`, withParts(put(wrong)));
      if (place.present && place.required && place.path.length)
        add(`body ${where} missing${tag}`, withParts(put(undefined)));
      add(
        `body ${where}: NUL${tag}`,
        withParts(put(`${typeof place.value === 'string' ? place.value : ''}\u0000`)),
      );
      // Over the broken request, a place gets only the values above, each of another type: the
      // request is refused for its broken part whatever the place holds, and those are what the
      // refusal's list of problems must describe without failing. The rest of the corpus, over the
      // plausible request, is what a place's own schema must refuse.
      if (b) continue;
      if (hugeAt.has(place)) {
        add(`body ${where}: a string within the body limit${tag}`, withParts(put('s'.repeat(WITHIN_LIMIT))));
        add(`body ${where}: a string beyond the body limit${tag}`, withParts(put('s'.repeat(BEYOND_LIMIT))));
        // A form spells out the key for each item: fewer items make as many bytes.
        const [within, beyond] = encoding === 'form' ? [50_000, 150_000] : [300_000, 600_000];
        add(`body ${where}: ${within} items${tag}`, withParts(put(new Array(within).fill(0))));
        add(
          `body ${where}: ${beyond} items, beyond the limit${tag}`,
          withParts(put(new Array(beyond).fill(0))),
        );
      }
      add(`body ${where}: ESC${tag}`, withParts(put('\u001b[2J')));
      const marked = setAt(body, place.path, MARK);
      for (const token of RAW_NUMBERS) {
        add(`body ${where} = ${token}${tag}`, {
          ...plain,
          contentType: 'application/json',
          payload: jsonWith(marked, token),
        });
      }
      for (const n of NUMBERS_AS_TEXT) add(`body ${where} = "${n}"${tag}`, withParts(put(n)));
      for (const bytes of INVALID_UTF8) {
        const text = jsonWith(marked, '"§"');
        const [before, after] = [text.slice(0, text.indexOf('§')), text.slice(text.indexOf('§') + 1)];
        add(`body ${where}: invalid UTF-8 ${bytes.map((x) => x.toString(16)).join(' ')}${tag}`, {
          ...plain,
          contentType: 'application/json',
          payload: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
        });
      }
      // Refused by the JSON parser or the depth check, which read the text before any schema reads
      // a place: wherever the token stands, the refusal is the same, so once a route, at the first
      // place (each of a layout's 170 or so places sent all of them, over both requests).
      if (i > 0) continue;
      for (const token of ['NaN', 'Infinity', '-Infinity', 'undefined', '0x10', '01']) {
        add(`body ${where} = ${token} (not JSON)${tag}`, {
          ...plain,
          contentType: 'application/json',
          payload: jsonWith(marked, token),
        });
      }
      for (const depth of full ? [MAX_JSON_DEPTH + 1, 1000, 300_000] : [MAX_JSON_DEPTH + 1]) {
        add(`body ${where}: ${depth} levels of arrays${tag}`, {
          ...plain,
          contentType: 'application/json',
          payload: jsonWith(marked, `${'['.repeat(depth)}${']'.repeat(depth)}`),
        });
      }
      add(`body ${where}: ${MAX_JSON_DEPTH + 1} levels of objects${tag}`, {
        ...plain,
        contentType: 'application/json',
        payload: jsonWith(marked, `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`),
      });
    }
    for (const path of objectPaths(body)) {
      const where = path.length ? path.join('.') : '(root)';
      const inner = getAt(body, path) as Record<string, unknown>;
      for (const [key, hostile] of [
        ['__proto__', { polluted: 'yes' }],
        ['constructor', { prototype: { polluted: 'yes' } }],
        ['prototype', { polluted: 'yes' }],
      ] as const) {
        const replaced = setAt(body, path, MARK);
        const text = JSON.stringify(inner).replace(
          /^\{/,
          `{${JSON.stringify(key)}:${JSON.stringify(hostile)}${Object.keys(inner).length ? ',' : ''}`,
        );
        add(`body ${where}: a ${key} key${tag}`, {
          ...plain,
          contentType: 'application/json',
          payload: jsonWith(replaced, text),
        });
      }
      const control = setAt(body, [...path, 'k\u0000'], 'v');
      add(`body ${where}: a key with NUL${tag}`, withParts({ ...parts, body: control }));
    }
    for (const [label, contentType] of [
      ['no content type', undefined],
      ['text/plain', 'text/plain'],
      ['text/plain; charset=utf-8', 'text/plain; charset=utf-8'],
      ['application/xml', 'application/xml'],
      ['multipart/form-data', 'multipart/form-data; boundary=----x'],
      ['application/octet-stream', 'application/octet-stream'],
      ['JSON sent as a form', 'application/x-www-form-urlencoded'],
      ['application/json; charset=utf-16', 'application/json; charset=utf-16'],
      ['Application/JSON', 'Application/JSON'],
    ] as const) {
      const wire: Wire = { ...plain, payload: JSON.stringify(body) };
      if (contentType) wire.contentType = contentType;
      else delete wire.contentType;
      add(`the body as ${label}${tag}`, wire);
    }
    add(`a form sent as JSON${tag}`, {
      ...plain,
      contentType: 'application/json',
      payload: encodeForm(body),
    });
    add(`a form sent as JSON text${tag}`, { ...plain, contentType: 'text/plain', payload: encodeForm(body) });
    add(`the form, its keys repeated${tag}`, {
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: `${encodeForm(body)}&${encodeForm(body)}`,
    });
    add(`a form with __proto__ and constructor keys${tag}`, {
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: [
        encodeForm(body),
        '__proto__=x&__proto__%5Bpolluted%5D=yes&constructor%5Bprototype%5D%5Bpolluted%5D=yes&prototype=z',
      ]
        .filter(Boolean)
        .join('&'),
    });
    add(`a form with raw invalid UTF-8${tag}`, {
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: Buffer.concat([Buffer.from(`${encodeForm(body)}&k=`), Buffer.from([0xff, 0xc3, 0x28])]),
    });
    add(`a form with bad escapes${tag}`, {
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: [encodeForm(body), 'k=%E0%A4%A&%FF=%C0%AF&r=%'].filter(Boolean).join('&'),
    });
    add(`a form with a NUL${tag}`, {
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: [encodeForm(body), 'k=%00'].filter(Boolean).join('&'),
    });
    addHuge(`a form beyond the body limit${tag}`, () => ({
      ...plain,
      contentType: 'application/x-www-form-urlencoded',
      payload: `k=${'f'.repeat(BEYOND_LIMIT)}`,
    }));
    for (const [label, payload] of [
      ['empty JSON', ''],
      ['JSON null', 'null'],
      ['a JSON string', '"x"'],
      ['a JSON number', '1e400'],
      ['JSON of only whitespace', ' \n\t '],
      ['truncated JSON', JSON.stringify(body).slice(0, -1) || '{'],
      ['two JSON values', `${JSON.stringify(body)}${JSON.stringify(body)}`],
      ['JSON with a comment', `/* x */${JSON.stringify(body)}`],
      ['invalid UTF-8 only', Buffer.from([0xff, 0xfe, 0xfd])],
      ['a byte-order mark', `\ufeff${JSON.stringify(body)}`],
    ] as const) {
      add(`${label}${tag}`, { ...plain, contentType: 'application/json', payload });
    }
    add(`no body at all${tag}`, { method: plain.method, path: plain.path, query: plain.query });
  }
  return { inputs: set.inputs, skipped: set.skipped };
}

function jsonSchemaProperties(route: AnyRoute, part: Part): Record<string, unknown> {
  const schema = route[part];
  if (!schema) return {};
  return jsonSchemaOf(schema).properties ?? {};
}
