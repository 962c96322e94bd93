// Small generated illustrations for the demo and starter sites: layered hills under a sky, drawn
// as SVG from a seed, so the demo ships real-looking pictures without binary files.

export interface GeneratedImage {
  name: string;
  alt: string;
  width: number;
  height: number;
  svg: string;
}

const PALETTES = [
  { sky: ['#f6d5b8', '#f1a97c'], sun: '#fff1d6', hills: ['#c98b6b', '#a4624a', '#6e3f33'] },
  { sky: ['#cfe3e8', '#9cc3cf'], sun: '#fdfbf3', hills: ['#7fa39a', '#587f76', '#2f5d50'] },
  { sky: ['#efe6d8', '#d9c7ad'], sun: '#fffaf0', hills: ['#b9a17f', '#8c7556', '#5b4a36'] },
  { sky: ['#e4dcef', '#b9a8d4'], sun: '#fff8fb', hills: ['#8d7fae', '#655985', '#3d3556'] },
  { sky: ['#dff0e3', '#a9d3b4'], sun: '#fbfff7', hills: ['#76a883', '#4f805d', '#2c5238'] },
  { sky: ['#fbe3e1', '#f0b3ad'], sun: '#fffdf8', hills: ['#d48a80', '#a85f57', '#6b3a36'] },
];

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function hillPath(
  width: number,
  height: number,
  baseline: number,
  amplitude: number,
  next: () => number,
): string {
  const steps = 6;
  let d = `M0 ${height} L0 ${baseline}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = baseline - amplitude * (0.3 + next() * 0.7);
    const cx = x - width / steps / 2;
    d += ` Q${cx.toFixed(0)} ${(y - amplitude * next() * 0.5).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** A number from a name: the same picture for the same name, a different one for most others. */
export function seedOfName(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

export function generateImage(
  name: string,
  alt: string,
  seed: number,
  width = 1200,
  height = 800,
): GeneratedImage {
  const next = random(seed);
  const palette = PALETTES[seed % PALETTES.length] as (typeof PALETTES)[number];
  const sunX = (0.2 + next() * 0.6) * width;
  const sunY = (0.2 + next() * 0.2) * height;
  const hills = palette.hills
    .map((color, i) => {
      const baseline = height * (0.55 + i * 0.13);
      return `<path fill="${color}" d="${hillPath(width, height, baseline, height * 0.18, next)}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${alt.replace(/"/g, '&quot;')}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${palette.sun}" opacity=".9"/>${hills}</svg>`;
  return { name, alt, width, height, svg };
}
