// Rules every input meets before any route reads it: JSON no deeper than a limit (checked by a scan,
// not a recursive walk, so no input can overflow the stack), and no control characters that have no
// place in text (PostgreSQL refuses NUL in a text column; the rest only ever arrive from attacks).
import { fieldErrors } from '@tessera/site';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const CONTROL_CHARACTER_MESSAGE = 'This field contains control characters, which are not allowed.';

// C0 controls and DEL, except tab, line feed and carriage return, which text fields may hold.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Whether JSON text nests arrays and objects deeper than `max`; brackets inside strings don't count. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON.parse for text from outside: too deep is a 400; malformed throws SyntaxError as usual. */
export function parseUntrustedJson(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, TOO_DEEP_MESSAGE);
  return JSON.parse(text);
}

/** A form field holding JSON (`data` of the census and events calls): malformed is a 400 naming the field. */
export function parseJsonField(text: string, field: string, message: string): unknown {
  try {
    return parseUntrustedJson(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest({ [field]: message });
  }
}

/**
 * The path ('title', 'blocks.0.data.text') of a string or key in `value` holding a control
 * character (one of them, when several do), '_' for `value` itself, or null when there is none.
 * Walks with a stack, not recursion.
 */
export function findControlCharacter(value: unknown): string | null {
  // Each entry points at its parent: the path is only spelled out for the field that is refused, so
  // a large list costs one small object per item, not a copied path and a joined name each. A string
  // is tested where it is found, never stacked; a list is walked by index (for…in over a list of
  // 100,000 made 100,000 key strings: the fuzz suite's huge bodies spent 10% of its time here).
  interface Entry {
    value: unknown;
    key: string | number;
    parent: Entry | null;
  }
  const nameOf = (entry: Entry): string => {
    const keys: (string | number)[] = [];
    for (let at: Entry | null = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? '_' : null;
  const stack: Entry[] = [{ value, key: '', parent: null }];
  /** The path of `child` (under `parent`) when it is a string holding one; stacks it when an object. */
  const visit = (child: unknown, key: string | number, parent: Entry): string | null => {
    if (typeof child === 'string') {
      return CONTROL_CHARACTER.test(child) ? nameOf({ value: child, key, parent }) : null;
    }
    if (child !== null && typeof child === 'object') stack.push({ value: child, key, parent });
    return null;
  };
  for (let next = stack.pop(); next; next = stack.pop()) {
    const node = next.value;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = visit(node[i], i, next);
        if (found !== null) return found;
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      if (CONTROL_CHARACTER.test(key)) return nameOf(next);
      const found = visit((node as Record<string, unknown>)[key], key, next);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses input holding a control character with a 400 naming its field. */
export function refuseControlCharacters(...inputs: unknown[]): void {
  for (const input of inputs) {
    const field = findControlCharacter(input);
    if (field !== null) throw badRequest({ [field]: CONTROL_CHARACTER_MESSAGE });
  }
}

/** Parses input with a Zod schema; a failure, or a control character, becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseControlCharacters(input);
  return parseScannedInput(schema, input);
}

/** parseInput for input refuseControlCharacters has already passed (the route table's steps scan once). */
export function parseScannedInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(fieldErrors(result.error.issues));
}

/** For text shown rather than refused (a search query, an indexed page): the control characters replaced. */
export function withoutControlCharacters(text: string, replacement = ''): string {
  return text.replace(CONTROL_CHARACTERS, replacement);
}
