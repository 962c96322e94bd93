import { describe, expect, it } from 'vitest';
import { colourContrast, DEFAULT_LOOK, inkOn, LOOK_FONTS, lookCss, lookWarnings } from './site-look.ts';

describe('the site look', () => {
  it('measures contrast as WCAG does', () => {
    expect(colourContrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(colourContrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(inkOn('#2f5d50')).toBe('#ffffff');
    expect(inkOn('#f4e7d7')).toBe('#1d1d1f');
  });

  it('passes the default palette, and warns of each pair below AA by name', () => {
    expect(lookWarnings(DEFAULT_LOOK.palette)).toEqual([]);
    const warnings = lookWarnings({ ...DEFAULT_LOOK.palette, accent: '#9fd3c0', darkBackground: '#5a5a5a' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Links on the background has a contrast of 1\.\d:1, below the 4\.5:1/);
    expect(warnings[1]).toMatch(/^Links in dark sections/);
  });

  it('adds no CSS for the default look, and sets the base styles’ properties for another', () => {
    expect(lookCss(DEFAULT_LOOK)).toBe('');
    const css = lookCss({
      palette: { ...DEFAULT_LOOK.palette, accent: '#7a2e1f' },
      headingFont: 'geometric',
      bodyFont: 'humanist',
      radius: 'round',
    });
    expect(css).toContain(
      `:root{--paper:#fbfaf7;--ink:#1d1d1f;--accent:#7a2e1f;--accent-ink:#ffffff;font-family:${LOOK_FONTS.humanist.stack}}`,
    );
    expect(css).toContain(`h1,h2,h3,h4,.page-title,.site-title{font-family:${LOOK_FONTS.geometric.stack}}`);
    expect(css).toContain('.button,input,select,textarea{border-radius:8px}');
  });

  it('writes no CSS for a colour or font that is not one of its own', () => {
    const broken = { ...DEFAULT_LOOK, palette: { ...DEFAULT_LOOK.palette, accent: 'red}body{x:y' } };
    expect(lookCss(broken)).toBe('');
    expect(lookCss({ ...DEFAULT_LOOK, headingFont: 'comic' as never })).toBe('');
  });
});
