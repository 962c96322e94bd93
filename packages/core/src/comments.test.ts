import { describe, expect, it } from 'vitest';
import {
  COMMENT_MESSAGES,
  COMMENT_SPAM_WORDS,
  commentCountLabel,
  commentDraftProblems,
  commentLink,
  commentProviderHosts,
  commentSpamHint,
  commentStatusOnArrival,
  isCommentProviderShortname,
  linkifyText,
  threadComments,
  threadParentOf,
} from './comments.ts';
import { SiteUserRole } from './enums.ts';
import { FORM_MESSAGES } from './form-messages.ts';
import { permissionsOf } from './permissions.ts';

describe('threads one level deep', () => {
  it('attaches a reply to a top-level comment to it, and a reply to a reply to its top-level comment', () => {
    expect(threadParentOf({ id: 'a', parentId: null })).toBe('a');
    expect(threadParentOf({ id: 'b', parentId: 'a' })).toBe('a');
  });

  it('groups replies under their comment in order and drops replies whose comment is not shown', () => {
    const threads = threadComments([
      { id: 'a', parentId: null },
      { id: 'r1', parentId: 'a' },
      { id: 'b', parentId: null },
      { id: 'orphan', parentId: 'held' },
      { id: 'r2', parentId: 'a' },
    ]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['r1', 'r2']],
      ['b', []],
    ]);
  });
});

describe('linkifyText', () => {
  it('makes http(s) addresses links and leaves the rest text, trailing punctuation outside', () => {
    expect(linkifyText('See https://example.com/a?b=1, and http://x.org.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', and ' },
      { text: 'http://x.org', href: 'http://x.org' },
      { text: '.' },
    ]);
  });

  it('never links another scheme and keeps markup as text', () => {
    const text = '<a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,<b>';
    expect(linkifyText(text)).toEqual([{ text }]);
  });

  it('stops an address at a quote or angle bracket, so it cannot break out of an attribute', () => {
    expect(linkifyText('https://a.example/"onmouseover="x')).toEqual([
      { text: 'https://a.example/', href: 'https://a.example/' },
      { text: '"onmouseover="x' },
    ]);
  });
});

describe('commentStatusOnArrival', () => {
  const visitor = new Set<string>();
  it('holds a visitor’s comment when the site holds comments, and shows it when it does not', () => {
    expect(commentStatusOnArrival(true, visitor)).toBe('pending');
    expect(commentStatusOnArrival(false, visitor)).toBe('approved');
  });

  it('shows at once what a commenter, a moderator or an admin writes, and holds an editor-less viewer’s', () => {
    for (const role of [SiteUserRole.commenter, SiteUserRole.moderator, SiteUserRole.admin])
      expect(commentStatusOnArrival(true, permissionsOf([role]))).toBe('approved');
    expect(commentStatusOnArrival(true, permissionsOf([SiteUserRole.viewer]))).toBe('pending');
    expect(commentStatusOnArrival(true, permissionsOf([SiteUserRole.storeManager]))).toBe('pending');
  });
});

describe('commentDraftProblems', () => {
  it('asks a visitor for a name, a valid email and some text', () => {
    expect(commentDraftProblems({ name: ' ', email: 'nope', text: '  ' }, false)).toEqual({
      name: COMMENT_MESSAGES.nameRequired,
      email: FORM_MESSAGES.invalidEmail,
      text: COMMENT_MESSAGES.textRequired,
    });
    expect(commentDraftProblems({ name: 'Ann', email: 'ann@example.com', text: 'Hi' }, false)).toEqual({});
  });

  it('asks a signed-in writer only for text, and limits its length', () => {
    expect(commentDraftProblems({ name: '', email: '', text: 'x'.repeat(5001) }, true)).toEqual({
      text: COMMENT_MESSAGES.textTooLong,
    });
  });
});

describe('comment links and the provider', () => {
  it('words a post’s comment count for its blog’s list', () => {
    expect([0, 1, 2, 12].map(commentCountLabel)).toEqual([
      'Add a comment',
      '1 comment',
      '2 comments',
      '12 comments',
    ]);
  });

  it('is the item address and #comment-{id}, or #disqus_thread with a shortname (spec section 2)', () => {
    expect(commentLink('/journal/post', 'c1', null)).toBe('/journal/post#comment-c1');
    expect(commentLink('/journal/post', 'c1', 'fern')).toBe('/journal/post#disqus_thread');
  });

  it('derives the scripts’ host from the shortname, which must be a host label', () => {
    expect(commentProviderHosts('fern-kiln').countScript).toBe('https://fern-kiln.disqus.com/count.js');
    expect(commentProviderHosts('fern-kiln').countSources).toEqual({
      script: ['https://fern-kiln.disqus.com'],
      frame: [],
      connect: [],
      style: [],
    });
    expect(isCommentProviderShortname('fern-kiln')).toBe(true);
    for (const bad of ['evil.com/x', 'a b', '-a', '', 'x'.repeat(64), 'ÄÖ'])
      expect(isCommentProviderShortname(bad)).toBe(false);
  });
});

describe('the spam hint of a comment', () => {
  it('counts links written every usual way', () => {
    expect(
      commentSpamHint('See https://a.example and http://b.example, www.c.example, [url=d]d[/url]').links,
    ).toBe(4);
    expect(commentSpamHint('Lovely glaze, thank you!')).toEqual({ links: 0, words: [], likely: false });
  });

  it('finds the table’s words whole, in any case, phrases across spaces, and in the author’s name', () => {
    expect(commentSpamHint('Cheap VIAGRA here, click  here').words).toEqual(['viagra', 'click here']);
    expect(commentSpamHint('Nice post', 'Best Casino Online').words).toEqual(['casino']);
    // Inside another word it is not that word.
    expect(commentSpamHint('The sloane gallery; a cryptographic glaze').words).toEqual([]);
  });

  it('calls it likely for a spam word or two links or more, not for one link', () => {
    expect(commentSpamHint('My kiln log: https://kiln.example').likely).toBe(false);
    expect(commentSpamHint('https://a.example https://b.example').likely).toBe(true);
    expect(commentSpamHint('payday loan today').likely).toBe(true);
    expect(COMMENT_SPAM_WORDS.every((word) => commentSpamHint(`x ${word} y`).words.includes(word))).toBe(
      true,
    );
  });
});
