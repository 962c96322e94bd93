// The inline styles a page's policy allows by hash: each <style> element's text, to the first
// </style> after it, each hash once; an element left open allows nothing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes } from './security-headers.ts';

const source = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

describe('inline style hashes', () => {
  it('hashes each style element once, empty ones too, and none left open', () => {
    const html =
      '<style>a{color:red}</style><p>x</p><style></style><style>a{color:red}</style>' +
      '<style>b{}</style><style>never closed';
    expect(inlineStyleHashes(html)).toEqual([source('a{color:red}'), source(''), source('b{}')]);
  });

  it('takes a style to its first closing tag, and no <style attr> element', () => {
    expect(inlineStyleHashes('<style>x</style>y</style><style media="x">z</style>')).toEqual([source('x')]);
    expect(inlineStyleHashes('<p>no styles</p>')).toEqual([]);
  });
});
