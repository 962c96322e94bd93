import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ItemPublicationState } from './enums.ts';
import {
  compareCodeUnits,
  escapeHtml,
  formatFileSize,
  isOwnerPublicationState,
  PAGE_STATUS_LABELS,
  publicationStateLabel,
  relativeTimeLabel,
  sanitizeBlogUrlTemplate,
  validateCategory,
  validateTag,
  withThousands,
} from './text.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('publicationStateLabel', () => {
  it('labels published, scheduled and draft', () => {
    expect(publicationStateLabel(ItemPublicationState.published)).toBe('Available');
    expect(publicationStateLabel(ItemPublicationState.scheduled)).toBe('Scheduled');
    expect(publicationStateLabel(ItemPublicationState.draft)).toBe('Hidden');
  });

  it.each([3, 5, 6, 0, 7, -1, 1.5, Number.NaN])('calls %s Unsupported', (state) => {
    expect(publicationStateLabel(state)).toBe('Unsupported');
  });

  it('has the page-status wording', () => {
    expect(PAGE_STATUS_LABELS).toEqual({ 2: 'Scheduled', 3: 'Needs Review', 4: 'Draft', 5: 'Private' });
  });
});

describe('relativeTimeLabel', () => {
  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [-5000, 'just now'],
    [1000, 'about 1 second ago'],
    [1999, 'about 1 second ago'],
    [5000, 'about 5 seconds ago'],
    [59_999, 'about 59 seconds ago'],
    [MINUTE, 'about 1 minute ago'],
    [2 * MINUTE + 30 * SECOND, 'about 2 minutes ago'],
    [HOUR - 1, 'about 59 minutes ago'],
    [HOUR, 'about 1 hour ago'],
    [23 * HOUR, 'about 23 hours ago'],
    [DAY, 'about 1 day ago'],
    [29 * DAY, 'about 29 days ago'],
    [30 * DAY, 'about 1 month ago'],
    [364 * DAY, 'about 12 months ago'],
    [365 * DAY, 'about 1 year ago'],
    [3 * 365 * DAY, 'about 3 years ago'],
  ])('%d ms is %j', (elapsed, label) => {
    expect(relativeTimeLabel(elapsed)).toBe(label);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s', (elapsed) => {
    expect(() => relativeTimeLabel(elapsed)).toThrow(RangeError);
  });

  it('always reads "about N unit(s) ago" with N at least 1 from one second on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 100 * 365 * DAY }), (elapsed) => {
        const match = /^about (\d+) (second|minute|hour|day|month|year)(s?) ago$/.exec(
          relativeTimeLabel(elapsed),
        );
        expect(match).not.toBeNull();
        const count = Number(match?.[1]);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(match?.[3]).toBe(count === 1 ? '' : 's');
      }),
    );
  });
});

describe('withThousands', () => {
  it('writes a number as en-US does, commas between thousands', () => {
    expect(withThousands(10_000)).toBe('10,000');
    expect(withThousands(999)).toBe('999');
    expect(withThousands(0)).toBe('0');
    expect(withThousands(-1234)).toBe('-1,234');
    expect(withThousands(1_234_567.89)).toBe('1,234,567.89');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => withThousands(n) === n.toLocaleString('en-US')),
      { numRuns: 500 },
    );
  });
});

describe('compareCodeUnits', () => {
  it('orders as < does, case and all, and ties equal strings', () => {
    expect(['b', 'B', 'a', 'aa', 'A', '_'].sort(compareCodeUnits)).toEqual(['A', 'B', '_', 'a', 'aa', 'b']);
    expect(compareCodeUnits('0033_x', '0033_x')).toBe(0);
    expect(compareCodeUnits('0009_a', '0010_a')).toBe(-1);
    expect(compareCodeUnits('0010_a', '0009_a')).toBe(1);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1126, '1.1 KB'],
    [10 * 1024 - 1, '10 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [5 * 1024 ** 4, '5 TB'],
    [2048 * 1024 ** 4, '2048 TB'],
    [1_000_000, '976.6 KB'],
    [512.4, '512 B'],
  ])('%d bytes is %j', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });

  it('shows at most one decimal and never 1024 or more of a unit below TB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const match = /^(\d+(?:\.\d)?) (B|KB|MB|GB|TB)$/.exec(formatFileSize(bytes));
        expect(match).not.toBeNull();
        if (match?.[2] !== 'TB') expect(Number(match?.[1])).toBeLessThan(1024);
        expect(match?.[1]).not.toMatch(/\.0$/);
      }),
    );
  });

  it('is monotonic in the number of bytes', () => {
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    const magnitude = (label: string): number => {
      const [value = '', unit = ''] = label.split(' ');
      return Number(value) * 1024 ** units.indexOf(unit);
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 2 ** 45 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(magnitude(formatFileSize(low))).toBeLessThanOrEqual(magnitude(formatFileSize(high)));
      }),
    );
  });
});

describe('validateTag', () => {
  it('accepts up to 50 characters, trimmed', () => {
    expect(validateTag('travel')).toBeNull();
    expect(validateTag('a'.repeat(50))).toBeNull();
    expect(validateTag(`  ${'a'.repeat(50)}  `)).toBeNull();
    expect(validateTag('ü'.repeat(50))).toBeNull();
  });

  it('rejects 51 characters', () => {
    expect(validateTag('a'.repeat(51))).toBe('Tags cannot be longer than 50 characters.');
  });

  it.each(['', '   ', null, undefined, 7])('rejects the empty or non-text tag %j', (tag) => {
    expect(validateTag(tag as string)).toBe('Tags cannot be empty.');
  });

  it('rejects a tag that already exists, ignoring case and spaces', () => {
    expect(validateTag('Travel', { existing: ['food', ' travel '] })).toBe('This tag already exists');
    expect(validateTag('Travels', { existing: ['travel'] })).toBeNull();
  });
});

describe('validateCategory', () => {
  it('accepts up to 25 characters and rejects 26', () => {
    expect(validateCategory('b'.repeat(25))).toBeNull();
    expect(validateCategory('b'.repeat(26))).toBe('Categories cannot be longer than 25 characters.');
  });

  it('rejects empty and existing categories', () => {
    expect(validateCategory(' ')).toBe('Categories cannot be empty.');
    expect(validateCategory('News', { existing: ['NEWS'] })).toBe('This category already exists');
  });
});

describe('sanitizeBlogUrlTemplate', () => {
  it.each([
    ['%y/%m/%d/%t', '%y/%m/%d/%t'],
    ['%Y/%M/%D/%T', '%y/%m/%d/%t'],
    ['Blog Posts/%t', 'blog-posts/%t'],
    ['news_%y.%m!', 'news%y%m'],
    ['%x/%t', 'x/%t'],
    ['100%/%d', '100/%d'],
    ['%%y', '%y'],
    ['café au lait', 'caf-au-lait'],
    ['a\tb', 'a-b'],
    ['', ''],
    ['!!!', ''],
  ])('%j becomes %j', (template, sanitized) => {
    expect(sanitizeBlogUrlTemplate(template)).toBe(sanitized);
  });

  it('leaves only tokens, lower-case letters, digits, "/" and "-", and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (template) => {
        const sanitized = sanitizeBlogUrlTemplate(template);
        expect(sanitized).toMatch(/^(?:%[ymdt]|[a-z0-9/-])*$/);
        expect(sanitizeBlogUrlTemplate(sanitized)).toBe(sanitized);
      }),
    );
  });

  it('keeps every token it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('%y', '%m', '%d', '%t', '/', '-', 'x', ' ', '_')), (pieces) => {
        const kept = pieces.filter((p) => p !== '_').map((p) => (p === ' ' ? '-' : p));
        expect(sanitizeBlogUrlTemplate(pieces.join(''))).toBe(kept.join(''));
      }),
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that could end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Fern & Kiln</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Fern &amp; Kiln&lt;/a&gt;',
    );
  });

  it('leaves no markup character in any text, and escapes & once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
    );
  });
});

describe('isOwnerPublicationState', () => {
  it('is Available, Scheduled or Hidden, never a state the owner does not pick', () => {
    expect([1, 2, 3, 4, 5, 0].filter(isOwnerPublicationState)).toEqual([
      ItemPublicationState.published,
      ItemPublicationState.scheduled,
      ItemPublicationState.draft,
    ]);
  });
});
