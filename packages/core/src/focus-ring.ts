// The published site's focus ring (WCAG 2.2, 1.4.11 and 2.4.11; the spec's design tokens name colour
// scales but no focus colour): two tones, a dark outline around a light halo. Whatever colour a page,
// a section or an owner's background is, one of the two stands at least 3:1 against it, where a
// single amber ring stood 1.8:1 on near-white. The contrast is WCAG's formula.

export const FOCUS_RING = {
  dark: '#111111',
  light: '#ffffff',
  /** The outline's width and its gap from the element, which the light halo fills (px) */
  widthPx: 3,
  haloPx: 2,
} as const;

/** WCAG 2.2's minimum for a focus indicator against what is next to it. */
export const FOCUS_RING_MIN_CONTRAST = 3;

/** The declarations of a focused element's ring, for every stylesheet of the published site. */
export const FOCUS_RING_DECLARATIONS = `outline:${FOCUS_RING.widthPx}px solid ${FOCUS_RING.dark};outline-offset:${FOCUS_RING.haloPx}px;box-shadow:0 0 0 ${FOCUS_RING.haloPx}px ${FOCUS_RING.light}`;

/** The same ring drawn inside an element that clips what is outside it (a video's overlay). */
export const FOCUS_RING_INSET_DECLARATIONS = `outline:${FOCUS_RING.widthPx}px solid ${FOCUS_RING.dark};outline-offset:-${FOCUS_RING.widthPx}px;box-shadow:inset 0 0 0 ${FOCUS_RING.widthPx + FOCUS_RING.haloPx}px ${FOCUS_RING.light}`;

/** A #rgb or #rrggbb colour as its 0–255 channels; null for anything else. */
export function hexChannels(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The better of the ring's two tones against a background: what makes the ring seen there. */
export function focusRingContrast(background: readonly [number, number, number]): number {
  const tones = [FOCUS_RING.dark, FOCUS_RING.light].map(
    (tone) => hexChannels(tone) as [number, number, number],
  );
  return Math.max(...tones.map((tone) => contrastRatio(tone, background)));
}
