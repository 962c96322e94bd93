// The site's look (issue 40, "Site design", first part): a palette of five colours, a heading and a
// body font, and a corner radius, as the Design screen edits them and the published page applies
// them. Defaults are today's look, and a site at the defaults gets no extra CSS at all.
//
// Fonts are system font stacks (the "modern font stacks": each names fonts that ship with the common
// systems, ending in a generic family), so a design costs no download and no layout shift; self-hosted
// web fonts are a later step of issue 40.
import { contrastRatio, hexChannels } from './focus-ring.ts';

export const LOOK_FONTS = {
  'classic-serif': { label: 'Classic serif', stack: 'ui-serif,Georgia,"Times New Roman",serif' },
  transitional: { label: 'Transitional', stack: 'Charter,"Bitstream Charter","Sitka Text",Cambria,serif' },
  'old-style': {
    label: 'Old style',
    stack: '"Iowan Old Style","Palatino Linotype","URW Palladio L",P052,serif',
  },
  'system-sans': { label: 'System sans', stack: 'ui-sans-serif,system-ui,sans-serif' },
  humanist: {
    label: 'Humanist',
    stack: 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif',
  },
  geometric: {
    label: 'Geometric',
    stack: 'Avenir,Montserrat,Corbel,"URW Gothic",source-sans-pro,sans-serif',
  },
  rounded: {
    label: 'Rounded',
    stack: 'ui-rounded,"Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT",sans-serif',
  },
  monospace: {
    label: 'Monospace',
    stack: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
  },
} as const;
export type LookFont = keyof typeof LOOK_FONTS;
export const LOOK_FONT_IDS = Object.keys(LOOK_FONTS) as [LookFont, ...LookFont[]];

/** The spec's radii (0, 4, 8 px), for buttons, fields and cards. */
export const LOOK_RADII = { square: 0, soft: 4, round: 8 } as const;
export type LookRadius = keyof typeof LOOK_RADII;
export const LOOK_RADIUS_IDS = Object.keys(LOOK_RADII) as [LookRadius, ...LookRadius[]];

export interface LookPalette {
  /** The page's background */
  background: string;
  /** Text on it */
  text: string;
  /** Links, buttons and the accent section's background */
  accent: string;
  /** The dark sections' background */
  darkBackground: string;
  /** Links and buttons in a dark section */
  darkAccent: string;
}

export interface SiteLook {
  palette: LookPalette;
  headingFont: LookFont;
  bodyFont: LookFont;
  radius: LookRadius;
}

export const DEFAULT_LOOK: SiteLook = {
  palette: {
    background: '#fbfaf7',
    text: '#1d1d1f',
    accent: '#2f5d50',
    darkBackground: '#1d1d1f',
    darkAccent: '#9fd3c0',
  },
  headingFont: 'classic-serif',
  bodyFont: 'classic-serif',
  radius: 'soft',
};

export const LOOK_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;
export const LOOK_COLOUR_MESSAGE = 'Choose a colour, written like #2f5d50.';

/** WCAG's contrast ratio of two #rrggbb colours (focus-ring.ts's sums), 1 to 21. */
export function colourContrast(a: string, b: string): number {
  const [x, y] = [hexChannels(a), hexChannels(b)];
  return x && y ? contrastRatio(x, y) : 1;
}

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;

/** The text drawn on a colour: white or near-black, whichever reads better. */
export function inkOn(background: string): string {
  return colourContrast(background, '#ffffff') >= colourContrast(background, '#1d1d1f')
    ? '#ffffff'
    : '#1d1d1f';
}

/** The light text of dark sections, as the base styles draw it. */
const DARK_SECTION_TEXT = '#f5f5f5';

/**
 * Pairs of the palette that fall below AA, each as the Design screen warns of it. A warning does not
 * stop a save: the owner decides (issue 40: "contrast checked ... with a warning").
 */
export function lookWarnings(palette: LookPalette): string[] {
  const pairs: [string, string, string][] = [
    [palette.text, palette.background, 'Text on the background'],
    [palette.accent, palette.background, 'Links on the background'],
    [inkOn(palette.accent), palette.accent, 'Text on accent buttons and sections'],
    [DARK_SECTION_TEXT, palette.darkBackground, 'Text in dark sections'],
    [palette.darkAccent, palette.darkBackground, 'Links in dark sections'],
  ];
  return pairs.flatMap(([fore, back, what]) => {
    const ratio = colourContrast(fore, back);
    return ratio < AA_CONTRAST
      ? [`${what} has a contrast of ${ratio.toFixed(1)}:1, below the 4.5:1 that small text needs.`]
      : [];
  });
}

/** Whether a look is the default one (a site at it carries no look CSS; the checklist's design step). */
export function isDefaultLook(look: SiteLook): boolean {
  return JSON.stringify(look) === JSON.stringify(DEFAULT_LOOK);
}

/** What the heading font and the corners apply to: the page's CSS and the Design screen's preview. */
export const LOOK_HEADING_SELECTOR = 'h1,h2,h3,h4,.page-title,.site-title';
export const LOOK_ROUNDED_SELECTOR = '.button,input,select,textarea';

/** Each look's CSS, by the (frozen, shared) look object the site's settings hold: renders reuse it. */
const cssOfLook = new WeakMap<SiteLook, string>();

/**
 * The published page's CSS for a look: the base styles' custom properties and fonts set again (so
 * nothing else of the base styles changes), or nothing at all for the default look. Colours and font
 * ids are checked again here, as they go into CSS.
 */
export function lookCss(look: SiteLook): string {
  const known = cssOfLook.get(look);
  if (known !== undefined) return known;
  const css = cssFor(look);
  cssOfLook.set(look, css);
  return css;
}

function cssFor(look: SiteLook): string {
  if (isDefaultLook(look)) return '';
  const { background, text, accent, darkBackground, darkAccent } = look.palette;
  const colours = [background, text, accent, darkBackground, darkAccent];
  if (!colours.every((colour) => LOOK_COLOUR_PATTERN.test(colour))) return '';
  const body = LOOK_FONTS[look.bodyFont]?.stack;
  const heading = LOOK_FONTS[look.headingFont]?.stack;
  const radius = LOOK_RADII[look.radius];
  if (!body || !heading || radius === undefined) return '';
  return [
    `:root{--paper:${background};--ink:${text};--accent:${accent};--accent-ink:${inkOn(accent)};font-family:${body}}`,
    `${LOOK_HEADING_SELECTOR}{font-family:${heading}}`,
    `.section-theme-dark{background:${darkBackground};--accent:${darkAccent};--accent-ink:${inkOn(darkAccent)}}`,
    `.section-theme-accent{background:${accent};color:${inkOn(accent)};--ink:${inkOn(accent)};--accent:${inkOn(accent)};--accent-ink:${accent}}`,
    `${LOOK_ROUNDED_SELECTOR}{border-radius:${radius}px}`,
  ].join('\n');
}
