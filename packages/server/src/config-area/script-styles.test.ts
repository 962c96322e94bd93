import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SCRIPT_STYLE_HASHES } from './script-styles.ts';

// The editor's dependencies, as the config area's bundle has them.
const fromEditor = createRequire(new URL('../../../editor/package.json', import.meta.url));
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** Puck's frame interaction styles, as each of its builds writes them. */
function puckFrameStyles(): Set<string> {
  const dist = dirname(fromEditor.resolve('@puckeditor/core'));
  const found = new Set<string>();
  for (const file of readdirSync(dist).filter((name) => /\.m?js$/.test(name))) {
    const literal = readFileSync(join(dist, file), 'utf8').match(
      /var iframeInteractionStyles = ('(?:[^'\\]|\\.)*');/,
    )?.[1];
    if (literal) found.add(runInNewContext(literal) as string);
  }
  return found;
}

/** dnd-kit's injected rules, evaluated from its ES build (the feedback rules use its attribute names). */
function dndKitStyles() {
  const require = createRequire(fromEditor.resolve('@puckeditor/core'));
  const source = readFileSync(join(dirname(require.resolve('@dnd-kit/dom')), 'index.js'), 'utf8');
  const start = source.indexOf('var ATTR_PREFIX');
  const end = source.indexOf('.trim();', source.indexOf('var CSS_RULES = `')) + '.trim();'.length;
  const feedback = runInNewContext(`${source.slice(start, end)}\nCSS_RULES`) as string;
  const noSelection = runInNewContext(source.match(/var CSS_RULES2 = ("[^"]*");/)?.[1] ?? '""') as string;
  // The Cursor plugin's rule is built from its option; Puck leaves it at its default, 'grabbing'.
  const cursorRule = source.match(/`(\* \{ cursor: )\$\{cursor\}( !important; \})`/);
  const cursor = cursorRule ? `${cursorRule[1]}grabbing${cursorRule[2]}` : '';
  return { feedback, noSelection, cursor };
}

describe('the inline styles the config area allows', () => {
  it("are Puck's frame styles, by the hash of the installed Puck's text", () => {
    const styles = [...puckFrameStyles()];
    expect(styles).toHaveLength(1);
    expect(SCRIPT_STYLE_HASHES.puckFrame).toBe(hash(styles[0] ?? ''));
  });

  it("are dnd-kit's dragging styles, by the hash of the installed dnd-kit's text", () => {
    const { feedback, noSelection, cursor } = dndKitStyles();
    expect(feedback).toContain('[data-dnd-dragging]');
    expect(SCRIPT_STYLE_HASHES.dndFeedback).toBe(hash(feedback));
    expect(SCRIPT_STYLE_HASHES.dndNoSelection).toBe(hash(noSelection));
    expect(SCRIPT_STYLE_HASHES.dndCursor).toBe(hash(cursor));
  });
});

/** TipTap's base styles, from each copy of @tiptap/core the config area bundles (ours and Puck's). */
function tiptapStyles(): Set<string> {
  const copies = [fromEditor, createRequire(fromEditor.resolve('@puckeditor/core'))];
  const found = new Set<string>();
  for (const require of copies) {
    const source = readFileSync(require.resolve('@tiptap/core'), 'utf8');
    const literal = source.match(/const style = (`[^`]*`);/)?.[1];
    if (literal) found.add(runInNewContext(literal) as string);
  }
  return found;
}

describe("TipTap's base styles", () => {
  it('are allowed by the hash of the installed text, the same in every copy', () => {
    const styles = [...tiptapStyles()];
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('.ProseMirror');
    expect(SCRIPT_STYLE_HASHES.tiptapBase).toBe(hash(styles[0] ?? ''));
  });
});
