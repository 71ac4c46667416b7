import sharp from 'sharp';
import type { FileStorage } from '../platform/storage/file-storage';

const PALETTES = [
  ['#f472b6', '#7c3aed'],
  ['#fb7185', '#f59e0b'],
  ['#38bdf8', '#6366f1'],
  ['#34d399', '#0ea5e9'],
  ['#f97316', '#db2777'],
  ['#a78bfa', '#ec4899'],
  ['#facc15', '#ef4444'],
  ['#2dd4bf', '#8b5cf6'],
];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws a poster-style figure illustration (gradient, halo, silhouette, title) locally, so demo data
 * needs no external images. `seed` picks the palette and pose deterministically.
 */
export function artworkSvg(title: string, seed: number, width = 800, height = 1000, subtitle = ''): string {
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  const tilt = ((seed * 37) % 30) - 15;
  const cx = width / 2;
  const head = Math.round(width * 0.11);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="h" cx="0.5" cy="0.38" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${cx}" cy="${height * 0.38}" r="${width * 0.42}" fill="url(#h)"/>
${Array.from({ length: 14 }, (_, i) => `<circle cx="${(seed * 53 + i * 97) % width}" cy="${(seed * 31 + i * 71) % height}" r="${2 + ((seed + i) % 5)}" fill="#fff" opacity="0.5"/>`).join('')}
<g transform="rotate(${tilt} ${cx} ${height * 0.55})" fill="#1f1147" opacity="0.82">
<circle cx="${cx}" cy="${height * 0.3}" r="${head}"/>
<path d="M ${cx - head * 1.6} ${height * 0.78} Q ${cx - head * 1.4} ${height * 0.42} ${cx} ${height * 0.4} Q ${cx + head * 1.4} ${height * 0.42} ${cx + head * 1.6} ${height * 0.78} Z"/>
<path d="M ${cx - head * 1.2} ${height * 0.48} L ${cx - head * 2.6} ${height * 0.36} L ${cx - head * 2.4} ${height * 0.33} L ${cx - head * 0.9} ${height * 0.44} Z"/>
<path d="M ${cx + head * 1.2} ${height * 0.48} L ${cx + head * 2.5} ${height * 0.6} L ${cx + head * 2.3} ${height * 0.63} L ${cx + head * 0.9} ${height * 0.52} Z"/>
</g>
<ellipse cx="${cx}" cy="${height * 0.82}" rx="${width * 0.3}" ry="${height * 0.03}" fill="#000" opacity="0.25"/>
<rect x="0" y="${height * 0.84}" width="${width}" height="${height * 0.16}" fill="#000" opacity="0.28"/>
<text x="${cx}" y="${height * 0.915}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(width * 0.065)}" font-weight="700" fill="#fff" text-anchor="middle">${escape(title)}</text>
${subtitle ? `<text x="${cx}" y="${height * 0.96}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(width * 0.035)}" fill="#fff" opacity="0.85" text-anchor="middle">${escape(subtitle)}</text>` : ''}
</svg>`;
}

export async function renderArtwork(storage: FileStorage, key: string, svg: string): Promise<string> {
  const body = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return storage.put(key, body);
}

export function bannerSvg(title: string, subtitle: string, seed: number, width = 1200, height = 560): string {
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${Array.from({ length: 9 }, (_, i) => `<circle cx="${width * 0.62 + i * 60}" cy="${(i * 89 + seed * 40) % height}" r="${40 + (i % 4) * 30}" fill="#fff" opacity="0.12"/>`).join('')}
<text x="64" y="${height * 0.48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escape(title)}</text>
<text x="64" y="${height * 0.64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.9">${escape(subtitle)}</text>
</svg>`;
}
