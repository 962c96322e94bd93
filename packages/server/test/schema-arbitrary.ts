// fast-check arbitraries derived from a route's Zod schemas, through their JSON Schema
// (z.toJSONSchema, as the input side sees it): values the schema should accept, and mutations of such
// values that break it (a wrong type at any level, a missing required field, an unexpected key where
// the object is strict, a string too long or too short or off its pattern, a number out of range,
// too many or too few items, a control character). The JSON Schema only guides generation: callers
// check every value with the Zod schema itself, which also knows about trims, refinements and catches.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}
export type JsonSchema = JsonSchemaNode | boolean;

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
type Path = (string | number)[];

export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

/** The JSON type of a value as it travels ('undefined' for a missing one). */
function jsonTypeOf(value: unknown): JsonType | 'undefined' {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'boolean' || type === 'number' || type === 'string') return type;
  return 'object';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return jsonTypeOf(value) === 'object';
}

/** A node with $ref resolved against the root's $defs; `true` and `{}` mean "anything". */
function resolve(node: JsonSchema, root: JsonSchemaNode): JsonSchemaNode {
  if (typeof node === 'boolean') return {};
  if (node.$ref?.startsWith('#/$defs/')) {
    const target = root.$defs?.[node.$ref.slice('#/$defs/'.length)];
    return target === undefined ? {} : resolve(target, root);
  }
  if (node.$ref === '#') return root;
  return node;
}

/** The JSON types a node accepts, or 'any'. An integer counts as a number here. */
function allowedTypes(node: JsonSchemaNode, root: JsonSchemaNode): Set<JsonType> | 'any' {
  if (node.const !== undefined) return new Set([jsonTypeOf(node.const) as JsonType]);
  if (node.enum) return new Set(node.enum.map((v) => jsonTypeOf(v) as JsonType));
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const types = allowedTypes(resolve(branch, root), root);
      if (types === 'any') return 'any';
      for (const t of types) union.add(t);
    }
    return union;
  }
  if (node.allOf?.[0] !== undefined) return allowedTypes(resolve(node.allOf[0], root), root);
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    return new Set(types.map((t) => (t === 'integer' ? 'number' : (t as JsonType))));
  }
  if (node.properties || node.additionalProperties !== undefined) return new Set(['object']);
  if (node.items !== undefined) return new Set(['array']);
  return 'any';
}

/** For a union, the branch a value belongs to (the first whose type fits). */
function branchFor(node: JsonSchemaNode, root: JsonSchemaNode, value: unknown): JsonSchemaNode {
  const branches = node.anyOf ?? node.oneOf ?? (node.allOf ? node.allOf.slice(0, 1) : undefined);
  if (!branches) return node;
  const type = jsonTypeOf(value);
  for (const branch of branches) {
    const resolved = resolve(branch, root);
    const types = allowedTypes(resolved, root);
    if (types === 'any' || (type !== 'undefined' && types.has(type))) return branchFor(resolved, root, value);
  }
  return resolve(branches[0] ?? {}, root);
}

/** The text with lone surrogates replaced (String#toWellFormed, which ES2023 lacks). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const SHORT_TEXT = { unit: 'grapheme-ascii', maxLength: 24 } as const;

/** Values the JSON Schema accepts (the Zod schema may still refuse some: filter with it). */
export function validArbitrary(schema: JsonSchema, root: JsonSchemaNode, depth = 0): fc.Arbitrary<unknown> {
  // A recursive schema ($ref) ends here; the Zod check then tells whether the value still fits.
  if (depth > 6) return fc.constant(null);
  const node = resolve(schema, root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validArbitrary(b, root, depth + 1)));
  if (node.allOf?.[0] !== undefined) return validArbitrary(node.allOf[0], root, depth + 1);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validArbitrary({ ...node, type }, root, depth + 1)));
  }
  const type = types[0] ?? (node.properties ? 'object' : node.items ? 'array' : undefined);
  switch (type) {
    case 'string': {
      const min = node.minLength ?? 0;
      const max = Math.min(node.maxLength ?? min + 24, min + 24);
      if (node.pattern) {
        return fc
          .stringMatching(new RegExp(node.pattern))
          .filter((s) => s.length >= min && s.length <= (node.maxLength ?? Number.POSITIVE_INFINITY));
      }
      return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1_000_000, -1_000_000),
        max: Math.min(node.maximum ?? 1_000_000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: node.minimum ?? node.exclusiveMinimum ?? -1e6,
        max: node.maximum ?? node.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = node.minItems ?? 0;
      const items = node.items === undefined ? {} : node.items;
      return fc.array(validArbitrary(items, root, depth + 1), {
        minLength: min,
        maxLength: Math.min(node.maxItems ?? min + 3, min + 3),
      });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validArbitrary(value, root, depth + 1)]),
      );
      const known = fc.record(shape, { requiredKeys: (node.required ?? []).filter((k) => k in properties) });
      const extra = node.additionalProperties;
      if (extra === undefined || extra === false || depth > 3) return known;
      const rest = fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }).filter((k) => !(k in properties)),
        validArbitrary(extra, root, depth + 1),
        { maxKeys: 3 },
      );
      return fc.tuple(known, rest).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export interface Location {
  path: Path;
  node: JsonSchemaNode;
  /** The node before a union picked the branch the value is in */
  union: JsonSchemaNode;
  value: unknown;
  present: boolean;
  required: boolean;
}

/** Every place in `value` the schema describes, the root first, missing optional fields included. */
export function locations(schema: JsonSchema, root: JsonSchemaNode, value: unknown): Location[] {
  const found: Location[] = [];
  const visit = (raw: JsonSchema, v: unknown, path: Path, present: boolean, required: boolean) => {
    const union = resolve(raw, root);
    const node = branchFor(union, root, v);
    found.push({ path, node, union, value: v, present, required });
    if (!present || path.length > 8) return;
    if (isPlainObject(v)) {
      const properties = node.properties ?? {};
      const required = new Set(node.required ?? []);
      for (const [key, child] of Object.entries(properties)) {
        visit(child, v[key], [...path, key], Object.hasOwn(v, key), required.has(key));
      }
      const extra = node.additionalProperties;
      if (extra !== undefined && extra !== false) {
        for (const key of Object.keys(v).filter((k) => !(k in properties))) {
          visit(extra, v[key], [...path, key], true, false);
        }
      }
    } else if (Array.isArray(v) && node.items !== undefined) {
      const items = node.items;
      v.forEach((item, i) => {
        visit(items, item, [...path, i], true, true);
      });
    }
  };
  visit(schema, value, [], true, true);
  return found;
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** `root` with the value at `path` replaced (or deleted, for `undefined`). */
export function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = clone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else Object.defineProperty(parent, last, { value: replacement, enumerable: true, writable: true });
  return copy;
}

/** A value of each JSON type, and some that are easily confused with others. */
const WRONG_LEAVES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  '',
  'x',
  '1',
  'true',
  'null',
  [],
  [1],
  ['x'],
  {},
  { a: 'b' },
];

// C0 controls and DEL, except tab, line feed and carriage return (the product's rule, http/input.ts).
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
];

interface Choices {
  site: number;
  kind: number;
  leaf: unknown;
  text: string;
  size: number;
}

export const choicesArbitrary: fc.Arbitrary<Choices> = fc.record({
  site: fc.nat(),
  kind: fc.nat(),
  leaf: fc.oneof(fc.constantFrom(...WRONG_LEAVES), fc.jsonValue({ maxDepth: 2 })),
  text: fc
    .oneof(
      fc.string(SHORT_TEXT),
      fc.string({ unit: 'binary', maxLength: 24 }),
      fc.string({ unit: 'binary-ascii' }),
    )
    .map(wellFormed),
  size: fc.integer({ min: 1, max: 64 }),
});

interface Mutated {
  value: unknown;
  /** What was broken where, for failure messages */
  how: string;
}

function describePath(path: Path): string {
  return path.length ? path.join('.') : '(root)';
}

function pad(text: string, length: number): string {
  const filler = text.length ? text : 'a';
  return filler.repeat(Math.ceil(length / filler.length)).slice(0, length);
}

/** One mutation of `value` that should break the schema; `choices` pick where and how. */
export function mutate(schema: JsonSchema, root: JsonSchemaNode, value: unknown, choices: Choices): Mutated {
  const all = locations(schema, root, value);
  const at = all[choices.site % all.length] as Location;
  const where = describePath(at.path);
  const node = at.node;
  const options: (() => Mutated)[] = [];
  const put = (replacement: unknown, how: string) => () => ({
    value: setAt(value, at.path, replacement),
    how: `${where}: ${how}`,
  });

  const allowed = allowedTypes(node, root);
  if (allowed !== 'any') {
    const wrong = [choices.leaf, ...WRONG_LEAVES].filter((leaf) => {
      const type = jsonTypeOf(leaf);
      return type !== 'undefined' && !allowed.has(type);
    });
    const leaf = wrong[choices.size % wrong.length];
    if (wrong.length) options.push(put(leaf, `wrong type ${JSON.stringify(leaf)}`));
  }
  if (at.present && at.required && at.path.length > 0) {
    options.push(put(undefined, 'required, removed'));
  }
  if (isPlainObject(at.value) && node.additionalProperties === false) {
    const key = choices.text && !(choices.text in (node.properties ?? {})) ? choices.text : 'unexpected';
    options.push(put({ ...at.value, [key]: choices.leaf ?? 1 }, `unexpected key ${JSON.stringify(key)}`));
  }
  if (typeof at.value === 'string' || (!at.present && allowed !== 'any' && allowed.has('string'))) {
    const text = typeof at.value === 'string' ? at.value : '';
    if (node.maxLength !== undefined) {
      const length = node.maxLength + choices.size;
      options.push(put(pad(choices.text || text, length), `string of ${length} (max ${node.maxLength})`));
    }
    if (node.minLength) {
      const short = (choices.text || text).slice(0, node.minLength - 1);
      options.push(put(short, `string of ${short.length} (min ${node.minLength})`));
      options.push(put(' '.repeat(node.minLength), 'only spaces'));
    }
    if (node.pattern) {
      const pattern = new RegExp(node.pattern);
      const candidates = [choices.text, `${text}!`, ` ${text}`, text.toUpperCase(), `${text}${text}`, '-'];
      const off = candidates.find((c) => !pattern.test(c));
      if (off !== undefined) options.push(put(off, `off pattern ${JSON.stringify(off)}`));
    }
    const position = choices.size % (text.length + 1);
    const control = CONTROL_CHARACTERS[choices.kind % CONTROL_CHARACTERS.length] as string;
    options.push(
      put(
        `${text.slice(0, position)}${control}${text.slice(position)}`,
        `control character U+${hex(control)}`,
      ),
    );
  }
  if (typeof at.value === 'number' || (allowed !== 'any' && allowed.has('number'))) {
    const n = typeof at.value === 'number' ? at.value : 0;
    if (node.minimum !== undefined) options.push(put(node.minimum - choices.size, 'below its minimum'));
    if (node.exclusiveMinimum !== undefined)
      options.push(put(node.exclusiveMinimum, 'at its exclusive minimum'));
    if (node.maximum !== undefined) options.push(put(node.maximum + choices.size, 'above its maximum'));
    if (node.exclusiveMaximum !== undefined)
      options.push(put(node.exclusiveMaximum, 'at its exclusive maximum'));
    if (node.type === 'integer') options.push(put(n + 0.5, 'not an integer'));
  }
  const known = constantsOf(at.union, root);
  if (known) {
    const first = known[0];
    const other =
      typeof first === 'number'
        ? Math.max(...(known as number[])) + choices.size
        : typeof first === 'string'
          ? `${first}${choices.text || 'x'}`
          : choices.leaf;
    options.push(put(other, `not one of ${JSON.stringify(known)}`));
  }
  if (Array.isArray(at.value)) {
    const items = at.value;
    if (node.maxItems !== undefined) {
      const length = node.maxItems + 1 + (choices.size % 5);
      const filler = items[0] ?? choices.leaf;
      options.push(
        put(
          Array.from({ length }, () => clone(filler)),
          `${length} items (max ${node.maxItems})`,
        ),
      );
    }
    if (node.minItems)
      options.push(put(items.slice(0, node.minItems - 1), `too few items (min ${node.minItems})`));
  }
  if (isPlainObject(at.value)) {
    const control = CONTROL_CHARACTERS[choices.kind % CONTROL_CHARACTERS.length] as string;
    const key = `${choices.text.slice(0, 8)}${control}`;
    options.push(put({ ...at.value, [key]: 'x' }, `a key with control character U+${hex(control)}`));
  }
  if (!options.length)
    return { value: choices.leaf, how: `(root): replaced by ${JSON.stringify(choices.leaf)}` };
  return (options[choices.kind % options.length] as () => Mutated)();
}

/** The values a node admits when it admits only some (a const, an enum, a union of them), else null. */
function constantsOf(node: JsonSchemaNode, root: JsonSchemaNode): unknown[] | null {
  if (node.const !== undefined) return [node.const];
  if (node.enum) return node.enum;
  const branches = node.anyOf ?? node.oneOf;
  if (!branches) return null;
  const all: unknown[] = [];
  for (const branch of branches) {
    const values = constantsOf(resolve(branch, root), root);
    if (!values) return null;
    all.push(...values);
  }
  return all;
}

function hex(character: string): string {
  return (character.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
}
