import sharp from 'sharp';
import type { FileStorage } from '../platform/storage/file-storage';
import { putImageWithVariants } from '../platform/storage/images';
import type { PrebuiltArt } from './prebuilt-art';

export { characterArtSvg, type ArtworkOptions, type Framing } from './art/compose';
export { traitsFor, type CharacterInput, type Traits } from './art/traits';

/** Banner colour pairs. */
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
 * WebP settings for seeded art: flat illustrations stay crisp at quality 75, and effort 2 encodes
 * about twice as fast as the default 4 for a few percent more bytes, keeping the first start quick.
 */
export const ARTWORK_WEBP = { quality: 75, effort: 2 } as const;

/**
 * Stores the artwork for `key` (`seed/x.webp`) with its narrower variants: copied from the art
 * rendered at build time when there is some, else rendered from the SVG now. Answers the public path.
 */
export async function renderArtwork(storage: FileStorage, key: string, svg: () => string, prebuilt?: PrebuiltArt | null): Promise<string> {
  const base = key.replace(/\.webp$/, '');
  const copied = prebuilt ? await prebuilt.copyTo(storage, base) : null;
  if (copied) return copied;
  const { data, info } = await sharp(Buffer.from(svg())).webp(ARTWORK_WEBP).toBuffer({ resolveWithObject: true });
  return putImageWithVariants(storage, base, data, info.width, ARTWORK_WEBP);
}

export function bannerSvg(title: string, subtitle: string, seed: number, width = 1200, height = 560): string {
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${Array.from({ length: 9 }, (_, i) => `<circle cx="${width * 0.62 + i * 60}" cy="${(i * 89 + seed * 40) % height}" r="${40 + (i % 4) * 30}" fill="#fff" opacity="0.12"/>`).join('')}
${title ? `<text x="64" y="${height * 0.48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escape(title)}</text>` : ''}
${subtitle ? `<text x="64" y="${height * 0.64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.9">${escape(subtitle)}</text>` : ''}
</svg>`;
}
