// The gallery designs: core's GalleryDesign → the component that draws it and its styles. The
// gallery block and the gallery collection page both draw through this table. Adding a design: a
// file beside this one exporting its component (props GalleryDesignProps) and its CSS, and its
// line in both tables below (the design name itself is core's, in GALLERY_DESIGNS).
import type { GalleryDesign } from '@tessera/core';
import { createElement, type ReactElement } from 'react';
import type { GalleryDesignProps } from '../model.ts';
import { AutocolumnsDesign, autocolumnsCss } from './autocolumns.tsx';
import { AutogridDesign, autogridCss } from './autogrid.tsx';
import { AutorowsDesign, autorowsCss } from './autorows.tsx';
import { BaseDesign, baseCss } from './base.tsx';
import { CarouselDesign, carouselCss } from './carousel.tsx';
import { GridDesign, gridCss } from './grid.tsx';
import { ListDesign, listCss } from './list.tsx';
import { sharedGalleryCss } from './shared-css.ts';
import { StackedDesign, stackedCss } from './stacked.tsx';
import { StripDesign, stripCss } from './strip.tsx';

export type GalleryDesignComponent = (props: GalleryDesignProps) => ReactElement | null;

export const GALLERY_DESIGN_COMPONENTS: Record<GalleryDesign, GalleryDesignComponent> = {
  grid: GridDesign,
  autogrid: AutogridDesign,
  autocolumns: AutocolumnsDesign,
  autorows: AutorowsDesign,
  list: ListDesign,
  base: BaseDesign,
  stacked: StackedDesign,
  strip: StripDesign,
  carousel: CarouselDesign,
};

/** Each design's own rules, sent with the gallery block's CSS. */
const GALLERY_DESIGN_CSS: Record<GalleryDesign, string> = {
  grid: gridCss,
  autogrid: autogridCss,
  autocolumns: autocolumnsCss,
  autorows: autorowsCss,
  list: listCss,
  base: baseCss,
  stacked: stackedCss,
  strip: stripCss,
  carousel: carouselCss,
};

export const GALLERY_DESIGNS_CSS = [sharedGalleryCss, ...Object.values(GALLERY_DESIGN_CSS)]
  .filter(Boolean)
  .join('\n');

/** Draws a gallery in its settings' design. */
export function GalleryView(props: GalleryDesignProps) {
  return createElement(GALLERY_DESIGN_COMPONENTS[props.settings.design], props);
}
