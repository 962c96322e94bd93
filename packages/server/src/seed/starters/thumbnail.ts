// A starter's card picture on the platform home: a sketch of its home page drawn from the template
// itself (the first section's colours and heading, the first picture the page shows), so the card
// changes when the template does. The full preview is the showcase site.
import { escapeHtml, type StarterSiteKey } from '@tessera/core';
import { allBlocks, type Section } from '@tessera/site';
import { generateImage, seedOfName } from '../images.ts';
import { SHOWCASE_TITLES, STARTER_TEMPLATES } from './index.ts';

const WIDTH = 320;
const HEIGHT = 200;
const THEMES = {
  light: ['#ffffff', '#1d1d1f'],
  dark: ['#1d1d1f', '#ffffff'],
  accent: ['#2f5d50', '#ffffff'],
};

/** Words in lines of at most `width` characters, at most `lines` of them. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, lines);
}

function firstOf(sections: Section[], type: string): Record<string, unknown> | undefined {
  return [...allBlocks(sections)].find((block) => block.type === type)?.data as
    | Record<string, unknown>
    | undefined;
}

const cache = new Map<StarterSiteKey, string>();

export function starterThumbnail(key: StarterSiteKey): string {
  const cached = cache.get(key);
  if (cached) return cached;
  const title = SHOWCASE_TITLES[key];
  const template = STARTER_TEMPLATES[key](title);
  const sections = template.collections.find((c) => c.key === template.homeKey)?.sections ?? [];
  const first = sections[0];
  const [background, ink] = first ? THEMES[first.theme] : THEMES.light;
  const fill = first?.background.kind === 'colour' ? first.background.colour : background;
  const headingText = String(firstOf(sections, 'heading')?.text ?? title);
  const picture = (firstOf(sections, 'image')?.image ??
    (firstOf(sections, 'gallery')?.slides as { image: unknown }[] | undefined)?.[0]?.image) as
    | { src: string }
    | undefined;
  const name = picture?.src.replace(/^\/s\//, '') ?? `${key}.svg`;
  const art = generateImage(name, '', seedOfName(name), 130, 110).svg.replace(
    '<svg ',
    '<svg x="176" y="62" ',
  );
  // About 9 px a character at this size: 15 of them end clear of the picture at x 176.
  const lines = wrap(headingText, 15, 3);
  const headingSvg = lines
    .map(
      (line, i) =>
        `<text x="20" y="${84 + i * 22}" font-size="16" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('');
  // A coloured background is a light one in every template: dark ink on it.
  const headingInk = first?.background.kind === 'colour' ? '#1d1d1f' : ink;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="ui-sans-serif,system-ui,sans-serif"><rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/><rect width="${WIDTH}" height="36" fill="${background}" opacity=".92"/><text x="20" y="23" font-size="12" font-weight="600" fill="${ink}">${escapeHtml(title)}</text><rect x="236" y="12" width="64" height="14" rx="7" fill="${ink}" opacity=".8"/><g fill="${headingInk}">${headingSvg}</g><rect x="20" y="${84 + lines.length * 22 - 6}" width="72" height="20" rx="4" fill="${headingInk}" opacity=".85"/>${art}</svg>`;
  cache.set(key, svg);
  return svg;
}
