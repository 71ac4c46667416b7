import { createRng, hashText, type Rng } from './random';
import { genreOf, makePalette, STYLES, type Background, type Palette, type Style } from './style';

export type PoseName = 'stand' | 'hero' | 'victory' | 'action' | 'jump' | 'sit' | 'cast' | 'wave';
export type Hair = 'short' | 'spiky' | 'long' | 'twintails' | 'bob' | 'ponytail' | 'bun' | 'topknot' | 'none';
export type Head = 'human' | 'robot' | 'golem';
export type Body = 'pants' | 'skirt' | 'robe' | 'armor';
export type Hat = 'witch' | 'wizard' | 'cowboy' | 'top' | 'crown' | 'cap' | 'helmet' | 'chef' | 'kasa' | 'beret' | 'goggles' | 'ribbon';
export type Ears = 'cat' | 'fox' | 'round' | 'dog' | 'horns' | 'antennae' | 'antenna';
export type Back = 'cape' | 'wings' | 'moth' | 'bee' | 'mech' | 'halo';
export type Tail = 'fox' | 'cat' | 'tanuki' | 'kitsune' | 'dog';
export type Item =
  | 'sword'
  | 'katana'
  | 'staff'
  | 'wand'
  | 'spear'
  | 'lantern'
  | 'shield'
  | 'book'
  | 'mic'
  | 'flask'
  | 'wrench'
  | 'stick'
  | 'lute'
  | 'spatula'
  | 'basket'
  | 'flower'
  | 'puppet'
  | 'parcel'
  | 'orb';
export type Motif = 'petals' | 'snow' | 'bolts' | 'stars' | 'bubbles' | 'gears' | 'notes' | 'hearts' | 'leaves' | 'sparkles';

/** Everything that makes one character's picture its own. */
export interface Traits {
  style: Style;
  palette: Palette;
  pose: PoseName;
  head: Head;
  hair: Hair;
  body: Body;
  hat?: Hat;
  ears?: Ears;
  back?: Back;
  tail?: Tail;
  /** Held in the figure's right-side hand (image right) and left-side hand. */
  handR?: Item;
  handL?: Item;
  background: Background;
  motif: Motif;
  /** Mirror the whole figure, so poses face both ways across the catalogue. */
  flip: boolean;
}

type Hint = Partial<Omit<Traits, 'style' | 'palette'>> & { hue?: number };

/**
 * Words in a name suggest the character's props, so "Frostbloom Witch" gets a witch hat, a staff
 * and snow. Rules apply in order; later ones fill only what is still open.
 */
const HINTS: [RegExp, Hint][] = [
  [/lantern/, { handR: 'lantern', pose: 'wave', motif: 'sparkles' }],
  [/captain/, { hat: 'cap', handR: 'sword', back: 'cape', body: 'pants' }],
  [/brass/, { hue: 40 }],
  [/neko/, { ears: 'cat', tail: 'cat' }],
  [/shrine/, { handR: 'staff', body: 'robe', motif: 'leaves' }],
  [/samurai/, { handR: 'katana', hair: 'topknot', pose: 'action', body: 'robe' }],
  [/paper/, { hue: 30 }],
  [/moth/, { back: 'moth', ears: 'antennae', hue: 280, pose: 'victory' }],
  [/velvet/, { hue: 300 }],
  [/rivet|rust/, { hat: 'goggles', handR: 'wrench', hue: 20, motif: 'gears', body: 'pants' }],
  [/courier/, { hat: 'cap', handL: 'parcel', pose: 'jump', motif: 'stars' }],
  [/witch/, { hat: 'witch', handR: 'staff', pose: 'cast', body: 'robe' }],
  [/frost|glacier/, { hue: 200, motif: 'snow' }],
  [/golem/, { head: 'golem', hair: 'none', body: 'armor', hue: 110, pose: 'hero', motif: 'leaves' }],
  [/oni/, { ears: 'horns', handR: 'stick', hue: 0, body: 'robe' }],
  [/tea/, { background: 'radial' }],
  [/pilot|skylark/, { hat: 'goggles', back: 'mech', pose: 'victory', background: 'sky', hue: 195 }],
  [/librarian/, { handL: 'book', hair: 'bun', pose: 'sit', background: 'night', hue: 240 }],
  [/hound/, { ears: 'dog', tail: 'dog', motif: 'stars', pose: 'jump' }],
  [/comet/, { hue: 225, background: 'night' }],
  [/koi/, { handR: 'spear', handL: 'shield', motif: 'bubbles', hue: 10 }],
  [/mecha|robo/, { head: 'robot', hair: 'none', motif: 'gears' }],
  [/chef/, { hat: 'chef', handR: 'spatula' }],
  [/bee|honey/, { ears: 'antennae', back: 'bee', handR: 'spear', hue: 45 }],
  [/pixel/, { pose: 'action', back: 'cape', hat: 'crown', handR: 'sword', motif: 'stars', background: 'city' }],
  [/glacier/, { handR: 'spear', pose: 'victory', back: 'wings', background: 'sky' }],
  [/hollow/, { hat: 'helmet', ears: 'horns', back: 'cape', handR: 'sword', hue: 250 }],
  [/knight|paladin/, { hat: 'helmet', handR: 'sword', handL: 'shield', body: 'armor', pose: 'hero' }],
  [/sunflower/, { hat: 'cowboy', handR: 'flower', hue: 48, background: 'sky' }],
  [/ranger|marshal|prairie/, { hat: 'cowboy', pose: 'hero' }],
  [/drummer|thunder/, { handR: 'stick', handL: 'stick', ears: 'horns', motif: 'bolts', pose: 'action', hue: 265 }],
  [/diver|pearl/, { hat: 'goggles', handR: 'orb', motif: 'bubbles', hue: 185, pose: 'jump' }],
  [/clockwork/, { motif: 'gears', hue: 30 }],
  [/fox/, { ears: 'fox', tail: 'fox' }],
  [/bard/, { hat: 'beret', handR: 'lute', motif: 'notes', hue: 35 }],
  [/sakura/, { handR: 'katana', motif: 'petals', hue: 335, hair: 'ponytail', pose: 'action' }],
  [/idol/, { handR: 'mic', hair: 'twintails', motif: 'hearts', pose: 'victory', hat: 'ribbon', background: 'rays' }],
  [/alchemist|bubblegum/, { handR: 'flask', hat: 'goggles', motif: 'bubbles', hue: 320 }],
  [/tanuki/, { ears: 'round', tail: 'tanuki', hat: 'kasa', pose: 'sit', motif: 'leaves', background: 'night' }],
  [/kitsune/, { ears: 'fox', tail: 'kitsune', hair: 'long', hue: 355 }],
  [/spellbook/, { handR: 'book', hat: 'wizard', pose: 'cast', motif: 'stars' }],
  [/lotus|dancer/, { handR: 'flower', pose: 'jump', hair: 'bun', motif: 'petals', hue: 150 }],
  [/ronin/, { handR: 'katana', hat: 'kasa', back: 'cape' }],
  [/shadow|puppet/, { hat: 'top', handR: 'puppet', back: 'cape', hue: 275, background: 'night' }],
  [/grocer|magical/, { handR: 'wand', handL: 'basket', hat: 'ribbon', motif: 'sparkles' }],
  [/storm/, { handR: 'staff', back: 'cape', motif: 'bolts', pose: 'victory', hue: 255, background: 'rays' }],
];

const POSES_FOR_WEAPON: PoseName[] = ['hero', 'action', 'cast', 'victory'];
const ALL_POSES: PoseName[] = ['stand', 'hero', 'victory', 'action', 'jump', 'sit', 'cast', 'wave'];
const FILL_ITEMS: Item[] = ['sword', 'staff', 'wand', 'lantern', 'book', 'orb', 'flower', 'spear'];
const FILL_HATS: Hat[] = ['crown', 'beret', 'ribbon', 'witch', 'cap', 'top'];
const FILL_BACKS: Back[] = ['cape', 'wings', 'halo'];
const FILL_MOTIFS: Motif[] = ['stars', 'sparkles', 'hearts', 'petals', 'notes'];

export interface CharacterInput {
  name: string;
  /** The catalogue genre text, e.g. "Manga,Anime". */
  genre: string;
  gender?: string;
  /** The character's position in the catalogue: spreads hues evenly. */
  index: number;
}

/** Decides every part of a character's picture from its name, genre and index. Pure and deterministic. */
export function traitsFor({ name, genre, gender, index }: CharacterInput): Traits {
  const rng: Rng = createRng(hashText(`${index}:${name}`));
  const style = STYLES[genreOf(genre)];
  const lower = name.toLowerCase();
  const hint: Hint = {};
  for (const [pattern, h] of HINTS) {
    if (!pattern.test(lower)) continue;
    for (const [k, v] of Object.entries(h)) if (hint[k as keyof Hint] === undefined) (hint as Record<string, unknown>)[k] = v;
  }
  // Golden-angle steps give neighbouring characters far-apart hues unless the name asks for one.
  const hue = hint.hue ?? (index * 137.508 + rng.range(0, 20)) % 360;
  const palette = makePalette(rng, style.genre, hue);
  const feminine = gender === 'female';

  const head = hint.head ?? 'human';
  let handR = hint.handR;
  const handL = hint.handL;
  let hat = hint.hat;
  let back = hint.back;
  const accessories = [handR, handL, hat, back, hint.ears, hint.tail].filter(Boolean).length;
  if (accessories < 2) {
    // Top up to two accessories from the fill lists, without repeating a slot.
    const slots = [
      () => (handR ??= rng.pick(FILL_ITEMS)),
      () => (hat ??= head === 'human' ? rng.pick(FILL_HATS) : undefined),
      () => (back ??= rng.pick(FILL_BACKS)),
    ];
    for (let k = accessories, tries = 0; k < 2 && tries < 6; tries++) {
      const before = [handR, hat, back].filter(Boolean).length;
      rng.pick(slots)();
      if ([handR, hat, back].filter(Boolean).length > before) k++;
    }
  }
  const weapon = handR === 'sword' || handR === 'katana' || handR === 'spear' || handR === 'staff';
  const pose =
    hint.pose ?? (weapon ? POSES_FOR_WEAPON[index % POSES_FOR_WEAPON.length]! : ALL_POSES[(index * 3 + rng.int(0, 2)) % ALL_POSES.length]!);
  const hair: Hair =
    hint.hair ??
    (head !== 'human'
      ? 'none'
      : feminine
        ? rng.pick(['long', 'twintails', 'bob', 'ponytail', 'bun'] as const)
        : rng.pick(['short', 'spiky', 'short', 'ponytail', 'bob'] as const));
  const body: Body =
    hint.body ??
    (feminine ? rng.pick(['skirt', 'skirt', 'robe', 'pants'] as const) : rng.pick(['pants', 'pants', 'robe', 'armor'] as const));
  return {
    style,
    palette,
    pose,
    head,
    hair,
    body: pose === 'sit' && body === 'robe' ? 'skirt' : body,
    hat,
    ears: hint.ears,
    back,
    tail: hint.tail,
    handR,
    handL,
    background: hint.background ?? style.backgrounds[(index + rng.int(0, 2)) % style.backgrounds.length]!,
    motif: hint.motif ?? rng.pick(FILL_MOTIFS),
    flip: rng.chance(0.5),
  };
}
