// A gallery's own numbers (columns, gaps, each slide's shape) as CSS custom properties, without a
// style="" the page's Content-Security-Policy refuses. On a published page they are one <style> rule
// per gallery (allowed by its hash, as Picture's placeholder colours are); in the editor's canvas,
// which React draws in the browser, they are set through the CSSOM, which the policy allows.
import type { CSSProperties, ReactElement } from 'react';
import { useOnPage } from '../../page/Picture.tsx';

export type CssVars = Record<`--${string}`, string | number>;

export interface ScopedVars {
  /** On the gallery's root element (its descendants inherit them) */
  root: CssVars;
  /** On each slide, the n-th child of the slide list */
  slides?: readonly CssVars[];
  /** On the slide list while the gallery is wider than `above` px (page only: the canvas keeps `root`) */
  widths?: readonly { above: number; vars: CssVars }[];
}

export interface ScopedStyle {
  /** The root's class that the rules select by */
  scope: string;
  sheet: ReactElement | null;
  rootStyle: CSSProperties | undefined;
  slideStyle(index: number): CSSProperties | undefined;
}

const declarations = (vars: CssVars) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** The rules of `vars` for the gallery whose root has class `scope`. */
export function scopedRules(scope: string, vars: ScopedVars): string {
  const root = `.${scope}`;
  return [
    `${root}{${declarations(vars.root)}}`,
    ...(vars.slides ?? []).map(
      (slide, i) => `${root} .gallery-slides>:nth-child(${i + 1}){${declarations(slide)}}`,
    ),
    // The root is the query container (.gallery), so a width rule styles the slide list inside it.
    ...(vars.widths ?? []).map(
      ({ above, vars: wide }) =>
        `@container (width > ${above}px){${root}>.gallery-slides{${declarations(wide)}}}`,
    ),
  ].join('');
}

export function useScopedVars(blockId: string, vars: ScopedVars): ScopedStyle {
  const scope = `g-${blockId}`;
  if (useOnPage()) {
    return {
      scope,
      sheet: <style>{scopedRules(scope, vars)}</style>,
      rootStyle: undefined,
      slideStyle: () => undefined,
    };
  }
  return {
    scope,
    sheet: null,
    rootStyle: vars.root as CSSProperties,
    slideStyle: (index) => vars.slides?.[index] as CSSProperties | undefined,
  };
}
