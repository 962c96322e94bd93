import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './keys.ts';

describe('isTypingTarget', () => {
  it('knows form controls and editable content, not buttons or windows', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    editable.remove();
  });

  it("knows a form control of another window (a frame's) by its tag name", () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const foreignInput = frame.contentDocument?.createElement('input');
    expect(foreignInput).toBeDefined();
    expect(isTypingTarget(foreignInput ?? null)).toBe(true);
    frame.remove();
  });
});
