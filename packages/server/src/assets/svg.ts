// Uploaded SVG is sanitised before it is stored: an allowlist of drawing elements and presentation
// attributes (sanitize-html, already the rich-text sanitiser, in XML mode so names keep their case),
// no script, no event handlers, no foreignObject, links only within the file, and no style that
// fetches anything. /s/ still serves every file with a sandboxing CSP, in case something slips by.
import sanitizeHtml from 'sanitize-html';

// biome-ignore format: a list, kept compact
const ELEMENTS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'switch', 'path', 'rect', 'circle',
  'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'linearGradient',
  'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter', 'feBlend', 'feColorMatrix',
  'feComponentTransfer', 'feComposite', 'feDisplacementMap', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
  'feTurbulence',
];

// biome-ignore format: a list, kept compact
const ATTRIBUTES = [
  'id', 'class', 'style', 'lang', 'xml:lang', 'xml:space', 'role', 'aria-label', 'aria-hidden',
  'focusable', 'xmlns', 'xmlns:xlink', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x',
  'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength',
  'transform', 'href', 'xlink:href', 'display', 'visibility', 'opacity', 'color', 'fill', 'fill-opacity',
  'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'vector-effect', 'shape-rendering',
  'paint-order', 'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits',
  'filter', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'marker-start', 'marker-mid', 'marker-end',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'font-family', 'font-size',
  'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'dx', 'dy',
  'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'letter-spacing', 'word-spacing',
  'text-decoration', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode',
  'values', 'type', 'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'radius',
  'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'scale', 'xChannelSelector', 'yChannelSelector',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'color-interpolation-filters',
  'enable-background', 'data-name',
];

/**
 * CSS that reaches outside the file: imports, url() of anything but a fragment (#id), image-set().
 */
const FETCHING_CSS = /@import|url\(\s*(?!['"]?#)[^)]*\)|image-set\(/gi;

function withoutFetching(css: string): string {
  let before: string;
  // CSS escapes decoded first, so no escaped name ('u\\72l(') hides from the pattern.
  let after = css
    .replace(/\\([\da-f]{1,6})\s?/gi, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd),
    )
    .replace(/\\(.)/g, '$1');
  do {
    before = after;
    after = before.replace(FETCHING_CSS, '');
  } while (after !== before);
  return after;
}

const options: sanitizeHtml.IOptions = {
  // No <style> here: sanitize-html writes a style element's text out raw, decoded ('&lt;/style&gt;'
  // would close it). Style sheets are taken out beforehand and put back as plain CSS (below).
  allowedTags: ELEMENTS.filter((element) => element !== 'style'),
  allowedAttributes: { '*': ATTRIBUTES },
  // Links are checked below instead (only #fragments), so the scheme rule has nothing left to do.
  allowedSchemesAppliedToAttributes: [],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'href' || name === 'xlink:href') {
          if (value.trim().startsWith('#')) kept[name] = value;
        } else kept[name] = withoutFetching(value);
      }
      return { tagName, attribs: kept };
    },
  },
};

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/g;
const ENTITY = /&(?:#x([\da-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** A style element's text as CSS: no CDATA wrapper, entities decoded, then nothing that fetches and no '<' or '&'. */
function styleSheet(text: string): string {
  const css = text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(ENTITY, (_m, hex?: string, dec?: string, name?: string) =>
      name
        ? (NAMED[name.toLowerCase()] ?? '')
        : String.fromCodePoint(Number.parseInt(hex ?? dec ?? '0', hex ? 16 : 10) || 0x20),
    );
  return withoutFetching(css).replace(/[<&]/g, '');
}

/**
 * The SVG with everything outside the allowlist removed: the XML declaration, doctype and anything
 * around the root element too. Null when no <svg> root is left.
 */
export function sanitiseSvg(svg: string): string | null {
  const sheets = [...svg.matchAll(STYLE_ELEMENT)].map((match) => styleSheet(match[1] ?? ''));
  const clean = sanitizeHtml(svg.replace(STYLE_ELEMENT, ''), options);
  const start = clean.search(/<svg[\s>]/);
  const end = clean.lastIndexOf('</svg>');
  if (start < 0 || end < start) return null;
  let root = clean.slice(start, end + '</svg>'.length);
  // Without its namespace a standalone SVG file is not drawn at all.
  if (!/^<svg[^>]*\sxmlns=/.test(root)) root = `<svg xmlns="http://www.w3.org/2000/svg"${root.slice(4)}`;
  const css = sheets.join('\n').trim();
  if (css === '') return root;
  const openEnd = root.indexOf('>') + 1;
  return `${root.slice(0, openEnd)}<style>${css}</style>${root.slice(openEnd)}`;
}
