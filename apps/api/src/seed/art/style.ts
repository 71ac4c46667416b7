import { darken, hsl, lighten, mix } from './color';
import type { Rng } from './random';

export type Genre = 'manga' | 'western' | 'anime' | 'doujinshi';

/** How a genre draws: proportions, line weight, eyes and which backgrounds suit it. */
export interface Style {
  genre: Genre;
  headR: number;
  torso: number;
  thigh: number;
  shin: number;
  upperArm: number;
  forearm: number;
  shoulder: number;
  hip: number;
  limb: number;
  /** Outline width in figure units; the colour comes from the palette. */
  line: number;
  eyes: 'ink' | 'dot' | 'sparkle' | 'soft';
  backgrounds: readonly Background[];
}

export type Background = 'radial' | 'rays' | 'dots' | 'stripes' | 'sky' | 'city' | 'night' | 'checker';

export const STYLES: Record<Genre, Style> = {
  // Slim, mid-sized heads, black ink lines, screentone and speed lines.
  manga: {
    genre: 'manga',
    headR: 24,
    torso: 56,
    thigh: 38,
    shin: 38,
    upperArm: 30,
    forearm: 27,
    shoulder: 18,
    hip: 11,
    limb: 11,
    line: 3,
    eyes: 'ink',
    backgrounds: ['rays', 'dots', 'night', 'stripes'],
  },
  // Heroic proportions, heavy outlines, bold colours, comic sunbursts and skylines.
  western: {
    genre: 'western',
    headR: 20,
    torso: 62,
    thigh: 42,
    shin: 42,
    upperArm: 32,
    forearm: 30,
    shoulder: 25,
    hip: 13,
    limb: 14,
    line: 5,
    eyes: 'dot',
    backgrounds: ['rays', 'city', 'dots', 'sky'],
  },
  // Big heads and sparkling eyes, bright skies and glows.
  anime: {
    genre: 'anime',
    headR: 30,
    torso: 48,
    thigh: 31,
    shin: 31,
    upperArm: 24,
    forearm: 22,
    shoulder: 17,
    hip: 10,
    limb: 11,
    line: 2.5,
    eyes: 'sparkle',
    backgrounds: ['sky', 'radial', 'night', 'city'],
  },
  // Super-deformed chibi, pastel colours, soft coloured lines, cute patterns.
  doujinshi: {
    genre: 'doujinshi',
    headR: 35,
    torso: 42,
    thigh: 24,
    shin: 24,
    upperArm: 20,
    forearm: 18,
    shoulder: 15,
    hip: 9,
    limb: 11,
    line: 2.5,
    eyes: 'soft',
    backgrounds: ['checker', 'dots', 'stripes', 'radial'],
  },
};

/** The first listed genre decides the style ("Manga,Anime" draws as manga). */
export function genreOf(genre: string): Genre {
  const first = genre.split(',')[0]!.trim().toLowerCase();
  return first === 'western' || first === 'anime' || first === 'doujinshi' ? first : 'manga';
}

export interface Palette {
  bg1: string;
  bg2: string;
  bgInk: string;
  outfit: string;
  outfit2: string;
  accent: string;
  hair: string;
  skin: string;
  eye: string;
  line: string;
  metal: string;
}

const SKINS = ['#f9d7c1', '#f1c19c', '#e0a47a', '#c68659', '#8d5a3b', '#ffe3d3'];
const HAIR_HUES = [0, 20, 35, 45, 200, 280, 320, 160, 210];

/**
 * A per-character palette around `hue`: backgrounds on the hue, the outfit on a contrasting hue,
 * saturation and lightness by genre (pastel doujinshi, punchy western, muted manga paper).
 */
export function makePalette(rng: Rng, genre: Genre, hue: number): Palette {
  const outfitHue = hue + rng.pick([150, 180, 210, -120]);
  const accentHue = hue + rng.pick([40, 60, -50]);
  const hairHue = rng.chance(0.5) ? rng.pick(HAIR_HUES) : hue + 20;
  const skin = rng.pick(SKINS);
  switch (genre) {
    case 'western':
      return {
        bg1: hsl(hue, 90, 58),
        bg2: hsl(hue + 30, 85, 42),
        bgInk: hsl(hue + 20, 90, 72),
        outfit: hsl(outfitHue, 80, 45),
        outfit2: hsl(outfitHue + 30, 55, 28),
        accent: hsl(accentHue, 95, 55),
        hair: hsl(hairHue, 60, rng.range(18, 45)),
        skin,
        eye: '#1a1a1a',
        line: '#161616',
        metal: rng.chance(0.5) ? '#c9ced8' : '#d9a93b',
      };
    case 'anime':
      return {
        bg1: hsl(hue, 85, 72),
        bg2: hsl(hue + 50, 75, 52),
        bgInk: '#ffffff',
        outfit: hsl(outfitHue, 75, 55),
        outfit2: hsl(outfitHue + 40, 40, 92),
        accent: hsl(accentHue, 90, 60),
        hair: hsl(hairHue, 80, rng.range(45, 70)),
        skin,
        eye: hsl(accentHue + 90, 70, 40),
        line: darken(hsl(hairHue, 60, 35), 0.35),
        metal: '#dfe4ee',
      };
    case 'doujinshi':
      return {
        bg1: hsl(hue, 80, 88),
        bg2: hsl(hue + 40, 70, 78),
        bgInk: hsl(hue - 30, 85, 94),
        outfit: hsl(outfitHue, 65, 74),
        outfit2: hsl(outfitHue + 60, 70, 86),
        accent: hsl(accentHue, 85, 66),
        hair: hsl(hairHue, 65, rng.range(62, 80)),
        skin: lighten(skin, 0.2),
        eye: hsl(accentHue, 40, 30),
        line: hsl(hue + 200, 35, 42),
        metal: '#f4e3b8',
      };
    default: {
      const paper = hsl(hue, 25, 86);
      return {
        bg1: paper,
        bg2: hsl(hue, 35, 58),
        bgInk: hsl(hue, 30, 30),
        outfit: hsl(outfitHue, 20, 22),
        outfit2: mix(paper, '#ffffff', 0.6),
        accent: hsl(accentHue, 85, 50),
        hair: rng.chance(0.6) ? '#1d1d24' : hsl(hairHue, 50, 35),
        skin: mix(skin, '#ffffff', 0.3),
        eye: '#101014',
        line: '#0d0d10',
        metal: '#d7dbe2',
      };
    }
  }
}
