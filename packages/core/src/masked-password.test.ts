import { describe, expect, it } from 'vitest';
import {
  isMaskedPasswordPlaceholder,
  MASKED_PASSWORD_PLACEHOLDER,
  maskedPasswordPlaceholder,
} from './masked-password.ts';

describe("spec 1 §3: 'A masked placeholder constant stands for an oversized password field value'", () => {
  it('is one fixed mask, whatever it stands for', () => {
    expect(MASKED_PASSWORD_PLACEHOLDER).toBe('••••••••');
    expect(maskedPasswordPlaceholder(true)).toBe(MASKED_PASSWORD_PLACEHOLDER);
    expect(maskedPasswordPlaceholder(false)).toBeUndefined();
  });

  it('knows the mask sent back from a new value', () => {
    expect(isMaskedPasswordPlaceholder('••••••••')).toBe(true);
    expect(isMaskedPasswordPlaceholder('•••••••')).toBe(false);
    expect(isMaskedPasswordPlaceholder('open sesame')).toBe(false);
  });
});
