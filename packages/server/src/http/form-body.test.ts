import fc from 'fast-check';
// The parser @fastify/formbody uses by default, which parseFormBody replaces: the same answers.
import { parse as parseLikeFormbody } from 'fast-querystring';
import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

const asPlain = (form: object) => JSON.parse(JSON.stringify(form));

describe('parseFormBody', () => {
  it('decodes names and values, with + as a space', () => {
    expect(asPlain(parseFormBody('event=1&data=%7B%22a%22%3A%22b+c%22%7D&full+name=Ada'))).toEqual({
      event: '1',
      data: '{"a":"b c"}',
      'full name': 'Ada',
    });
  });

  it('gathers a repeated name in an array, keeps broken encodings raw and has no prototype', () => {
    const form = parseFormBody('tag=a&tag=b&tag=c&bad=%E0%A4%A&empty&=x&&__proto__=y');
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(Object.entries(form)).toEqual([
      ['tag', ['a', 'b', 'c']],
      ['bad', '%E0%A4%A'],
      ['empty', ''],
      ['', 'x'],
      ['__proto__', 'y'],
    ]);
  });

  it('answers as the parser it replaces for any body', () => {
    const part = fc.stringMatching(/^[a-z%+=&0-9A-F\u00e9]{0,12}$/);
    const encoded = fc.string().map((text) => encodeURIComponent(text));
    const body = fc.array(fc.oneof(part, encoded), { maxLength: 6 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(body, (text) => {
        expect(asPlain(parseFormBody(text))).toEqual(asPlain(parseLikeFormbody(text)));
      }),
      { numRuns: 2000 },
    );
  });
});
