import { backdrop, motifs } from './backgrounds';
import { darken, lighten } from './color';
import { figure } from './figure';
import { createRng, hashText, n } from './random';
import type { Genre, Palette } from './style';
import { traitsFor, type CharacterInput } from './traits';

export type Framing = 'poster' | 'figure';

export interface ArtworkOptions {
  /** 'poster': the character's illustration over a genre band; 'figure': a product photo of the figurine on its base. */
  framing: Framing;
  width?: number;
  height?: number;
  /** Poster: the band's line (e.g. the genres). Figure: the tag in the corner. */
  subtitle?: string;
}

const FONT = 'DejaVu Sans, Arial, sans-serif';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The band under a poster, styled by genre, with the subtitle (the genres). Not the character's
 * name: every card and page prints it beside the picture, and a name in the art read twice (issue 27).
 */
function titleBand(genre: Genre, p: Palette, subtitle: string, w: number, h: number): string {
  if (!subtitle) return '';
  const cx = w / 2;
  const sub = (fill: string, extra = '') =>
    subtitle
      ? `<text x="${n(cx)}" y="${n(h * 0.94)}" font-family="${FONT}" font-size="${n(w * 0.05)}" font-weight="700" fill="${fill}" text-anchor="middle"${extra}>${escape(subtitle)}</text>`
      : '';
  switch (genre) {
    case 'manga':
      return `<rect x="0" y="${n(h * 0.885)}" width="${w}" height="${n(h * 0.115)}" fill="#fbfaf7"/><rect x="0" y="${n(h * 0.885)}" width="${w}" height="5" fill="#111111"/>${sub(darken(p.accent, 0.2))}`;
    case 'western':
      return `<path d="M${n(w * 0.04)},${n(h * 0.89)}L${n(w * 0.97)},${n(h * 0.88)}L${n(w * 0.96)},${n(h * 0.985)}L${n(w * 0.03)},${n(h * 0.99)}Z" fill="#ffe14d" stroke="#161616" stroke-width="5" stroke-linejoin="round"/>${sub('#161616', ' font-style="italic"')}`;
    case 'doujinshi':
      return `<rect x="${n(w * 0.05)}" y="${n(h * 0.89)}" width="${n(w * 0.9)}" height="${n(h * 0.095)}" rx="${n(h * 0.045)}" fill="#ffffff" stroke="${p.line}" stroke-width="3" stroke-dasharray="10 6"/>${sub(p.line)}`;
    default:
      return `<rect x="0" y="${n(h * 0.875)}" width="${w}" height="${n(h * 0.125)}" fill="#000000" opacity="0.45"/>${sub('#ffffff')}`;
  }
}

/**
 * Draws one demo character locally as SVG: a posed figure built from parts (body, head, hair,
 * outfit colours, one or two accessories) over a genre-styled backdrop, either as a poster with
 * its genre band or as a product photo on a display base. The same input always gives the same picture.
 */
export function characterArtSvg(character: CharacterInput, options: ArtworkOptions): string {
  const { framing, width: w = 480, height: h = 600, subtitle = '' } = options;
  const t = traitsFor(character);
  const p = t.palette;
  const rng = createRng(hashText(`bg:${character.index}:${character.name}`));
  const fig = figure(t);
  const { minX, maxX, minY } = fig.bounds;
  /** Fits the figure's box into the frame above `ground`, centred horizontally. */
  const place = (ground: number, top: number, maxWidth: number) => {
    const scale = Math.min((ground - top) / -minY, maxWidth / (maxX - minX), 2.4);
    const x = w / 2 - ((minX + maxX) / 2) * scale;
    return { scale, transform: `translate(${n(x)} ${n(ground)}) scale(${n(scale * 100) / 100})`, halfWidth: ((maxX - minX) / 2) * scale };
  };
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

  if (framing === 'figure') {
    // Storefront tiles crop pictures to their centre, so the figure and its base stay within ~12–88 % of the height.
    const ground = h * 0.74;
    const at = place(ground, h * 0.13, w * 0.9);
    const baseRx = w * 0.3;
    const baseRy = w * 0.065;
    const wall = lighten(p.bg1, 0.6);
    return `${open}<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${lighten(p.bg2, 0.35)}"/></linearGradient><linearGradient id="base" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d1b24"/><stop offset="0.45" stop-color="#4a4658"/><stop offset="1" stop-color="#15141b"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${n(h * 0.66)}" width="${w}" height="${n(h * 0.34)}" fill="${lighten(p.bg2, 0.15)}"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.42)}" rx="${n(w * 0.45)}" ry="${n(h * 0.4)}" fill="url(#spot)"/>
<ellipse cx="${n(w / 2 + 10)}" cy="${n(ground + baseRy + 30)}" rx="${n(baseRx * 1.15)}" ry="${n(baseRy * 0.9)}" fill="#000000" opacity="0.18"/>
<path d="M${n(w / 2 - baseRx)},${n(ground)}V${n(ground + 30)}A${n(baseRx)},${n(baseRy)} 0 0 0 ${n(w / 2 + baseRx)},${n(ground + 30)}V${n(ground)}Z" fill="url(#base)"/>
<ellipse cx="${n(w / 2)}" cy="${n(ground)}" rx="${n(baseRx)}" ry="${n(baseRy)}" fill="${darken(p.accent, 0.35)}"/><ellipse cx="${n(w / 2)}" cy="${n(ground)}" rx="${n(baseRx * 0.92)}" ry="${n(baseRy * 0.8)}" fill="${darken(p.accent, 0.15)}"/>
<ellipse cx="${n(w / 2)}" cy="${n(ground)}" rx="${n(Math.min(baseRx * 0.8, at.halfWidth * 0.7))}" ry="${n(baseRy * 0.45)}" fill="#000000" opacity="0.25"/>
<g transform="${at.transform}">${fig.svg}</g>
${subtitle ? `<rect x="${n(w * 0.05)}" y="${n(h * 0.92)}" width="${n(w * 0.05 + subtitle.length * w * 0.021)}" height="${n(h * 0.05)}" rx="6" fill="#ffffff" opacity="0.85"/><text x="${n(w * 0.075)}" y="${n(h * 0.953)}" font-family="${FONT}" font-size="${n(w * 0.032)}" fill="#333333">${escape(subtitle)}</text>` : ''}
</svg>`;
  }

  const ground = h * 0.8;
  const at = place(ground, h * 0.13, w * 0.94);
  return `${open}${backdrop(t.background, p, w, h, rng)}${motifs(t.motif, p, w, h, rng)}
<ellipse cx="${n(w / 2)}" cy="${n(ground + 4)}" rx="${n(Math.max(w * 0.14, Math.min(w * 0.3, at.halfWidth * 0.6)))}" ry="${n(h * 0.022)}" fill="#000000" opacity="0.22"/>
<g transform="${at.transform}">${fig.svg}</g>
${titleBand(t.style.genre, p, subtitle, w, h)}
</svg>`;
}
