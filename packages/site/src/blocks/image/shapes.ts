// The image block's shapes (widgets spec: square 100, tall 150, wide 67 as padding ratios, that is
// height in percent of the width; circle, egg, flower, octagon as masks). Every shape is a server
// crop to its box around the focal point; the masks then cut the box with a clip-path in a class
// (the page's CSP forbids style=""). The outlines are polygons in percent, so they scale with the
// image.
import { SHAPE_MASK_HEIGHTS } from '@tessera/core';
import { choices } from '../fields.ts';

export const SHAPES = choices({
  original: 'As uploaded',
  landscape: 'Landscape (16:9)',
  square: 'Square',
  portrait: 'Portrait (3:4)',
  tall: 'Tall',
  wide: 'Wide',
  circle: 'Circle',
  egg: 'Egg',
  flower: 'Flower',
  octagon: 'Octagon',
});

export type ImageShape = (typeof SHAPES.values)[number];

/** Height in percent of the width: the spec's padding ratios, and a box for each mask. */
const HEIGHT_PERCENT: Record<Exclude<ImageShape, 'original'>, number> = {
  landscape: 56.25,
  square: SHAPE_MASK_HEIGHTS.square,
  portrait: 133.33,
  tall: SHAPE_MASK_HEIGHTS.tall,
  wide: SHAPE_MASK_HEIGHTS.wide,
  circle: 100,
  egg: 130,
  flower: 100,
  octagon: 100,
};

/** Width divided by height: the ratio the server crops the rendition to. */
export function shapeRatio(shape: Exclude<ImageShape, 'original'>): number {
  return 100 / HEIGHT_PERCENT[shape];
}

const percent = (n: number) => `${+n.toFixed(2)}%`;
const polygon = (points: [number, number][]) =>
  `polygon(${points.map(([x, y]) => `${percent(x)} ${percent(y)}`).join(',')})`;

/** `count` points around the centre at the radius (in percent of the box) `radius` gives for an angle. */
function outline(count: number, radius: (angle: number) => [number, number]): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI;
    const [rx, ry] = radius(angle);
    return [50 + rx * Math.cos(angle), 50 + ry * Math.sin(angle)];
  });
}

/** Six round petals: the radius swells and dips six times around. */
const FLOWER = polygon(
  outline(96, (a) => {
    const radius = 38 + 12 * Math.abs(Math.cos(3 * a));
    return [radius, radius];
  }),
);
/** Narrower at the top than at the bottom (y grows downwards; sin(a) < 0 is the top half). */
const EGG = polygon(outline(64, (a) => [Math.sin(a) < 0 ? 50 - 8 * -Math.sin(a) : 50, 50]));
const CORNER = 29.29; // 1 / (2 + √2): a regular octagon's corner cut, in percent of its side
const OCTAGON = polygon([
  [CORNER, 0],
  [100 - CORNER, 0],
  [100, CORNER],
  [100, 100 - CORNER],
  [100 - CORNER, 100],
  [CORNER, 100],
  [0, 100 - CORNER],
  [0, CORNER],
]);

const MASKS: Partial<Record<ImageShape, string>> = {
  circle: 'circle(50%)',
  egg: EGG,
  flower: FLOWER,
  octagon: OCTAGON,
};

export const SHAPES_CSS = Object.entries(HEIGHT_PERCENT)
  .map(([shape, height]) => {
    const mask = MASKS[shape as ImageShape];
    return `.image-${shape}{aspect-ratio:100/${height}${mask ? `;clip-path:${mask}` : ''}}`;
  })
  .join('');
