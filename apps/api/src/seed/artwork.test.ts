import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterArtSvg, traitsFor, type Framing } from './artwork';
import { CATALOGUE } from './characters';

const people = CATALOGUE.map(([name, genre, gender], index) => ({ name, genre, gender, index }));
// As the demo catalogue draws them: no words in the pictures.
const svgOf = (framing: Framing) => people.map((c) => characterArtSvg(c, { framing }));

/** A 16×16 RGB thumbnail, the coarse look of a picture. */
const thumbnail = (svg: string) => sharp(Buffer.from(svg)).resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();

/** Mean absolute difference per channel (0–255) between two thumbnails. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demo character artwork', () => {
  it('draws the same picture for the same character, and a different one for another', () => {
    const aria = people[0]!;
    expect(characterArtSvg(aria, { framing: 'poster' })).toBe(characterArtSvg({ ...aria }, { framing: 'poster' }));
    expect(traitsFor(aria)).toEqual(traitsFor({ ...aria }));
    expect(characterArtSvg(aria, { framing: 'poster' })).not.toBe(characterArtSvg({ ...aria, index: 1 }, { framing: 'poster' }));
    expect(characterArtSvg(aria, { framing: 'figure' })).not.toBe(characterArtSvg(aria, { framing: 'poster' }));
  });

  it('gives the genres visibly different styles and the catalogue varied poses and props', () => {
    const traits = people.map(traitsFor);
    expect(new Set(traits.map((t) => t.style.genre))).toEqual(new Set(['manga', 'western', 'anime', 'doujinshi']));
    expect(new Set(traits.map((t) => t.pose)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(traits.map((t) => t.background)).size).toBeGreaterThanOrEqual(7);
    for (const t of traits) expect([t.handR, t.handL, t.hat, t.back, t.ears, t.tail].filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });

  it('renders well-formed, self-contained SVG for every character in both framings', async () => {
    for (const svg of [...svgOf('poster'), ...svgOf('figure')]) {
      // No external images or fonts: the only URL is the SVG namespace.
      expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
      expect(svg).not.toMatch(/href|@import|@font-face/);
      const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([480, 600]);
    }
    // Subtitles with markup characters are escaped, so the SVG still parses.
    await expect(
      sharp(
        Buffer.from(characterArtSvg({ name: 'Rust & <Rivet>', genre: 'Western', index: 3 }, { framing: 'poster', subtitle: 'A & <B>' })),
      ).metadata(),
    ).resolves.toMatchObject({ format: 'svg' });
  });

  it('leaves the name out of the picture: cards and pages print it beside the art (issue 27)', () => {
    for (const c of people)
      for (const framing of ['poster', 'figure'] as const)
        expect(characterArtSvg(c, { framing, subtitle: c.genre })).not.toContain(`>${c.name.replace('&', '&#38;')}<`);
  });

  it.each(['poster', 'figure'] as const)('makes every %s clearly different from every other', async (framing) => {
    const thumbs = await Promise.all(svgOf(framing).map(thumbnail));
    const tooSimilar: string[] = [];
    for (let a = 0; a < thumbs.length; a++)
      for (let b = a + 1; b < thumbs.length; b++) {
        const d = difference(thumbs[a]!, thumbs[b]!);
        if (d < 12) tooSimilar.push(`${people[a]!.name} / ${people[b]!.name}: ${d.toFixed(1)}`);
      }
    expect(thumbs).toHaveLength(CATALOGUE.length);
    expect(tooSimilar).toEqual([]);
  });
});
