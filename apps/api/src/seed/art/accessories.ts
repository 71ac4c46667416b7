import { darken, lighten } from './color';
import { n } from './random';
import type { Palette } from './style';
import type { Back, Ears, Hat, Item, Tail } from './traits';

/** Shared drawing context for parts: palette, outline colour and width (figure units). */
export interface Ink {
  p: Palette;
  line: string;
  w: number;
}

const WOOD = '#8a5a2e';
const outline = (k: Ink, extra = '') => `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"${extra}`;

/** A five-pointed star centred on (x, y). */
export function starPath(x: number, y: number, r: number, inner = 0.45): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * inner;
    return `${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr)}`;
  });
  return `M${pts.join('L')}Z`;
}

/** A hand-held prop with its grip at (0, 0), pointing up (−y) where it has a direction. */
export function item(kind: Item, k: Ink, armoured: boolean): string {
  const { p } = k;
  const o = outline(k);
  const blade = lighten(p.metal, 0.35);
  switch (kind) {
    case 'sword':
      return `<path d="M-5,-10L5,-10L5,-80L0,-92L-5,-80Z" fill="${blade}" ${o}/><path d="M0,-14L0,-80" stroke="#ffffff" stroke-width="1.5" opacity="0.7"/><rect x="-15" y="-13" width="30" height="6" rx="2" fill="${p.accent}" ${o}/><rect x="-3" y="-8" width="6" height="18" fill="${darken(p.outfit2, 0.4)}" ${o}/><circle cx="0" cy="13" r="4.5" fill="${p.accent}" ${o}/>`;
    case 'katana':
      return `<path d="M-3,-8Q-6,-55 4,-100L7,-97Q1,-55 3,-8Z" fill="${blade}" ${o}/><ellipse cx="0" cy="-8" rx="8" ry="3" fill="${p.accent}" ${o}/><rect x="-3" y="-6" width="6" height="22" rx="2" fill="#2b2238" ${o}/>`;
    case 'staff':
      return `<path d="M0,48L0,-84" stroke="${k.line}" stroke-width="${6 + k.w * 2}" stroke-linecap="round"/><path d="M0,48L0,-84" stroke="${WOOD}" stroke-width="6" stroke-linecap="round"/><circle cx="0" cy="-96" r="20" fill="${p.accent}" opacity="0.25"/><circle cx="0" cy="-96" r="12" fill="${p.accent}" ${o}/><circle cx="-4" cy="-100" r="4" fill="#ffffff" opacity="0.85"/><path d="M-10,-86Q-14,-100 -6,-110M10,-86Q14,-100 6,-110" fill="none" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/>`;
    case 'wand':
      return `<path d="M0,10L0,-38" stroke="${k.line}" stroke-width="${4 + k.w * 2}" stroke-linecap="round"/><path d="M0,10L0,-38" stroke="${p.outfit2}" stroke-width="4" stroke-linecap="round"/><path d="${starPath(0, -50, 15)}" fill="${p.accent}" ${o}/><circle cx="0" cy="-50" r="24" fill="#ffffff" opacity="0.25"/>`;
    case 'spear':
      return `<path d="M0,52L0,-92" stroke="${k.line}" stroke-width="${5 + k.w * 2}" stroke-linecap="round"/><path d="M0,52L0,-92" stroke="${WOOD}" stroke-width="5" stroke-linecap="round"/><path d="M0,-122Q11,-104 0,-88Q-11,-104 0,-122Z" fill="${blade}" ${o}/><path d="M-6,-88L6,-88L3,-74L-3,-74Z" fill="${p.accent}"/>`;
    case 'lantern':
      return `<circle cx="0" cy="28" r="34" fill="#fff1a8" opacity="0.35"/><path d="M0,-2L0,10" stroke="${k.line}" stroke-width="2.5"/><rect x="-9" y="8" width="18" height="5" fill="${p.accent}" ${o}/><rect x="-12" y="13" width="24" height="30" rx="8" fill="#ffd45e" ${o}/><path d="M-12,28L12,28M0,13L0,43" stroke="${darken('#ffd45e', 0.3)}" stroke-width="1.5"/><rect x="-9" y="43" width="18" height="5" fill="${p.accent}" ${o}/>`;
    case 'shield':
      return armoured
        ? `<path d="M-24,-26L24,-26L24,0Q24,24 0,36Q-24,24 -24,0Z" fill="${p.outfit}" ${outline(k)}/><path d="M-15,-18L15,-18L15,0Q15,15 0,24Q-15,15 -15,0Z" fill="${p.metal}"/><path d="M0,-15L0,20M-11,-2L11,-2" stroke="${p.accent}" stroke-width="5"/>`
        : `<circle r="26" fill="${p.accent}" ${o}/><circle r="18" fill="${p.outfit2}" stroke="${p.metal}" stroke-width="4"/><path d="${starPath(0, 0, 9)}" fill="${p.accent}"/>`;
    case 'book':
      return `<path d="M-22,-14L0,-9L22,-14L22,12L0,17L-22,12Z" fill="${p.accent}" ${o}/><path d="M-19,-13L0,-8L19,-13L19,9L0,14L-19,9Z" fill="#fffbea"/><path d="M0,-8L0,14M-15,-6L-4,-3M-15,0L-4,3M4,-3L15,-6M4,3L15,0" stroke="${k.line}" stroke-width="1.2"/>`;
    case 'mic':
      return `<rect x="-3" y="-6" width="6" height="20" rx="2" fill="#2a2a33" ${o}/><circle cx="0" cy="-13" r="8" fill="${p.metal}" ${o}/><path d="M-6,-6L6,-6" stroke="${p.accent}" stroke-width="3"/>`;
    case 'flask':
      return `<rect x="-5" y="-38" width="10" height="16" fill="#e8f7ff" ${o}/><circle cx="0" cy="-12" r="15" fill="#e8f7ff" ${o}/><path d="M-14,-9A15,15 0 0 0 14,-9Z" fill="${p.accent}"/><circle cx="5" cy="-44" r="3.5" fill="${p.accent}" opacity="0.7"/><circle cx="-3" cy="-52" r="2.5" fill="${p.accent}" opacity="0.6"/>`;
    case 'wrench':
      return `<path d="M0,12L0,-38M-8,-54L-8,-44Q0,-34 8,-44L8,-54" fill="none" stroke="${k.line}" stroke-width="${7 + k.w * 2}" stroke-linecap="round"/><path d="M0,12L0,-38M-8,-54L-8,-44Q0,-34 8,-44L8,-54" fill="none" stroke="${p.metal}" stroke-width="7" stroke-linecap="round"/>`;
    case 'stick':
      return `<path d="M0,10L0,-40" stroke="${k.line}" stroke-width="${5 + k.w * 2}" stroke-linecap="round"/><path d="M0,10L0,-40" stroke="#e9d3a6" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="-42" r="6" fill="${p.accent}" ${o}/>`;
    case 'lute':
      return `<g transform="rotate(-40)"><rect x="-3.5" y="-56" width="7" height="42" fill="${darken(WOOD, 0.2)}" ${o}/><rect x="-5" y="-64" width="10" height="10" rx="2" fill="${WOOD}" ${o}/><ellipse cx="0" cy="4" rx="18" ry="22" fill="#c9803a" ${o}/><circle cx="0" cy="0" r="5" fill="#3b2412"/></g>`;
    case 'spatula':
      return `<path d="M0,12L0,-30" stroke="${k.line}" stroke-width="${4 + k.w * 2}" stroke-linecap="round"/><path d="M0,12L0,-30" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/><rect x="-10" y="-56" width="20" height="26" rx="4" fill="${p.metal}" ${o}/>`;
    case 'basket':
      return `<path d="M-18,6Q0,-22 18,6" fill="none" stroke="${k.line}" stroke-width="${3 + k.w * 2}"/><path d="M-18,6Q0,-22 18,6" fill="none" stroke="#c58a4a" stroke-width="3"/><circle cx="-8" cy="8" r="7" fill="#ef4444" ${o}/><circle cx="4" cy="5" r="7" fill="#84cc16" ${o}/><circle cx="12" cy="9" r="6" fill="#f59e0b" ${o}/><path d="M-20,8L20,8L14,32L-14,32Z" fill="#c58a4a" ${o}/>`;
    case 'flower': {
      const petals = Array.from(
        { length: 8 },
        (_, i) => `<ellipse cx="0" cy="-70" rx="6" ry="11" transform="rotate(${i * 45} 0 -58)" fill="${p.accent}" ${o}/>`,
      ).join('');
      return `<path d="M0,12L0,-50" stroke="#3f8f3a" stroke-width="4"/><ellipse cx="7" cy="-22" rx="9" ry="4" fill="#4caf50" transform="rotate(-30 7 -22)"/>${petals}<circle cx="0" cy="-58" r="8" fill="#7a4a1c" ${o}/>`;
    }
    case 'puppet':
      return `<path d="M-16,0L16,0M0,-12L0,12" stroke="${WOOD}" stroke-width="5" stroke-linecap="round"/><path d="M-16,0L-7,62M16,0L7,62M0,12L0,52" stroke="#e5e7eb" stroke-width="1.2"/><circle cx="0" cy="58" r="7" fill="${p.accent}" ${o}/><path d="M-9,86L0,64L9,86Z" fill="${p.outfit2}" ${o}/>`;
    case 'parcel':
      return `<rect x="-17" y="-16" width="34" height="28" rx="2" fill="#c9965b" ${o}/><path d="M0,-16L0,12M-17,-2L17,-2" stroke="${p.accent}" stroke-width="4"/>`;
    case 'orb':
      return `<circle cx="0" cy="-16" r="26" fill="${p.accent}" opacity="0.25"/><circle cx="0" cy="-16" r="15" fill="${lighten(p.accent, 0.3)}" ${o}/><circle cx="-5" cy="-21" r="5" fill="#ffffff" opacity="0.9"/>`;
  }
}

/** Items that keep their own angle instead of following the forearm. */
export const HANGING: ReadonlySet<Item> = new Set(['lantern', 'shield', 'book', 'basket', 'parcel', 'puppet', 'lute', 'flask', 'orb']);
/** Items drawn over the hand rather than behind it. */
export const IN_FRONT: ReadonlySet<Item> = new Set(['shield', 'book', 'parcel', 'basket', 'lute']);

/** Headwear around a head centred at (0, 0) with radius r. */
export function hat(kind: Hat, r: number, k: Ink): string {
  const { p } = k;
  const o = outline(k);
  const v = (x: number) => n(x * r);
  switch (kind) {
    case 'witch':
    case 'wizard': {
      const c = kind === 'witch' ? darken(p.outfit, 0.25) : p.outfit;
      const cone =
        kind === 'witch'
          ? `<path d="M${v(-0.8)},${v(-0.78)}Q${v(-0.3)},${v(-1.9)} ${v(0.7)},${v(-2.6)}Q${v(0.2)},${v(-1.7)} ${v(0.8)},${v(-0.78)}Z" fill="${c}" ${o}/>`
          : `<path d="M${v(-0.75)},${v(-0.75)}L${v(0.05)},${v(-2.4)}L${v(0.75)},${v(-0.75)}Z" fill="${c}" ${o}/><path d="${starPath(0, -1.4 * r, r * 0.22)}" fill="${p.accent}"/>`;
      return `<ellipse cx="0" cy="${v(-0.72)}" rx="${v(kind === 'witch' ? 1.6 : 1.2)}" ry="${v(0.3)}" fill="${c}" ${o}/>${cone}<rect x="${v(-0.72)}" y="${v(-1.02)}" width="${v(1.44)}" height="${v(0.2)}" fill="${p.accent}"/>`;
    }
    case 'cowboy':
      return `<ellipse cx="0" cy="${v(-0.72)}" rx="${v(1.6)}" ry="${v(0.3)}" fill="#9a6a3a" ${o}/><path d="M${v(-0.7)},${v(-0.75)}Q${v(-0.8)},${v(-1.65)} ${v(-0.3)},${v(-1.6)}Q0,${v(-1.35)} ${v(0.3)},${v(-1.6)}Q${v(0.8)},${v(-1.65)} ${v(0.7)},${v(-0.75)}Z" fill="#b07c46" ${o}/><rect x="${v(-0.7)}" y="${v(-1.0)}" width="${v(1.4)}" height="${v(0.18)}" fill="${p.accent}"/>`;
    case 'top':
      return `<rect x="${v(-0.7)}" y="${v(-2.05)}" width="${v(1.4)}" height="${v(1.3)}" fill="#1f1b2e" ${o}/><rect x="${v(-0.7)}" y="${v(-1.05)}" width="${v(1.4)}" height="${v(0.22)}" fill="${p.accent}"/><ellipse cx="0" cy="${v(-0.76)}" rx="${v(1.15)}" ry="${v(0.2)}" fill="#1f1b2e" ${o}/>`;
    case 'crown':
      return `<path d="M${v(-0.75)},${v(-0.7)}L${v(-0.8)},${v(-1.45)}L${v(-0.4)},${v(-1.05)}L0,${v(-1.6)}L${v(0.4)},${v(-1.05)}L${v(0.8)},${v(-1.45)}L${v(0.75)},${v(-0.7)}Z" fill="#f2c230" ${o}/><circle cx="0" cy="${v(-0.95)}" r="${v(0.12)}" fill="${p.accent}"/>`;
    case 'cap':
      return `<path d="M${v(-1.04)},${v(-0.25)}C${v(-1.06)},${v(-1.38)} ${v(1.06)},${v(-1.38)} ${v(1.04)},${v(-0.25)}Z" fill="${p.outfit}" ${o}/><path d="M${v(-1.05)},${v(-0.3)}Q0,${v(-0.5)} ${v(1.05)},${v(-0.3)}L${v(1.1)},${v(-0.15)}Q0,${v(-0.35)} ${v(-1.1)},${v(-0.15)}Z" fill="${darken(p.outfit, 0.35)}" ${o}/><circle cx="0" cy="${v(-0.75)}" r="${v(0.16)}" fill="${p.accent}"/>`;
    case 'helmet':
      return `<path d="M${v(-1.12)},${v(0.4)}L${v(-1.12)},${v(-0.4)}C${v(-1.12)},${v(-1.45)} ${v(1.12)},${v(-1.45)} ${v(1.12)},${v(-0.4)}L${v(1.12)},${v(0.4)}L${v(0.72)},${v(0.4)}L${v(0.72)},${v(-0.12)}L${v(-0.72)},${v(-0.12)}L${v(-0.72)},${v(0.4)}Z" fill="${p.metal}" ${o}/><path d="M0,${v(-1.2)}L0,${v(-0.15)}" stroke="${darken(p.metal, 0.3)}" stroke-width="${v(0.1)}"/><path d="M0,${v(-1.15)}Q${v(0.9)},${v(-1.9)} ${v(1.5)},${v(-1.1)}Q${v(0.9)},${v(-1.35)} 0,${v(-1.0)}Z" fill="${p.accent}" ${o}/>`;
    case 'chef':
      return `<circle cx="${v(-0.48)}" cy="${v(-1.35)}" r="${v(0.45)}" fill="#ffffff" ${o}/><circle cx="${v(0.48)}" cy="${v(-1.35)}" r="${v(0.45)}" fill="#ffffff" ${o}/><circle cx="0" cy="${v(-1.6)}" r="${v(0.52)}" fill="#ffffff" ${o}/><rect x="${v(-0.75)}" y="${v(-1.15)}" width="${v(1.5)}" height="${v(0.45)}" fill="#ffffff" ${o}/>`;
    case 'kasa':
      return `<path d="M${v(-1.85)},${v(-0.5)}L0,${v(-1.5)}L${v(1.85)},${v(-0.5)}Q0,${v(-0.3)} ${v(-1.85)},${v(-0.5)}Z" fill="#d9b36c" ${o}/><path d="M0,${v(-1.5)}L${v(-0.9)},${v(-0.45)}M0,${v(-1.5)}L${v(0.9)},${v(-0.45)}" stroke="${darken('#d9b36c', 0.3)}" stroke-width="1.5"/>`;
    case 'beret':
      return `<path d="M${v(0.5)},${v(-1.05)}Q${v(1.3)},${v(-2.1)} ${v(1.7)},${v(-2.0)}Q${v(1.1)},${v(-1.6)} ${v(0.8)},${v(-0.95)}Z" fill="${p.outfit2}" ${o}/><ellipse cx="${v(0.12)}" cy="${v(-0.88)}" rx="${v(1.08)}" ry="${v(0.42)}" transform="rotate(-8)" fill="${p.accent}" ${o}/>`;
    case 'goggles':
      return `<path d="M${v(-1.02)},${v(-0.48)}L${v(1.02)},${v(-0.48)}" stroke="#3a2f2a" stroke-width="${v(0.18)}"/><circle cx="${v(-0.38)}" cy="${v(-0.5)}" r="${v(0.27)}" fill="${p.metal}" ${o}/><circle cx="${v(0.38)}" cy="${v(-0.5)}" r="${v(0.27)}" fill="${p.metal}" ${o}/><circle cx="${v(-0.38)}" cy="${v(-0.5)}" r="${v(0.17)}" fill="#9ee7ff"/><circle cx="${v(0.38)}" cy="${v(-0.5)}" r="${v(0.17)}" fill="#9ee7ff"/>`;
    case 'ribbon':
      return `<path d="M${v(0.62)},${v(-0.88)}L${v(0.15)},${v(-1.25)}L${v(0.2)},${v(-0.6)}ZM${v(0.62)},${v(-0.88)}L${v(1.1)},${v(-1.3)}L${v(1.12)},${v(-0.55)}Z" fill="${p.accent}" ${o}/><circle cx="${v(0.62)}" cy="${v(-0.88)}" r="${v(0.13)}" fill="${darken(p.accent, 0.2)}" ${o}/>`;
  }
}

/** Ears, horns or antennae on a head centred at (0, 0). */
export function ears(kind: Ears, r: number, k: Ink): string {
  const { p } = k;
  const o = outline(k);
  const v = (x: number) => n(x * r);
  const pair = (f: (s: number) => string) => f(-1) + f(1);
  switch (kind) {
    case 'cat':
    case 'fox': {
      const tip = kind === 'fox' ? -1.85 : -1.55;
      return pair(
        (s) =>
          `<path d="M${v(s * 0.25)},${v(-0.85)}L${v(s * 0.78)},${v(tip)}L${v(s * 0.98)},${v(-0.5)}Z" fill="${kind === 'fox' ? '#e8793a' : p.hair}" ${o}/><path d="M${v(s * 0.45)},${v(-0.85)}L${v(s * 0.76)},${v(tip + 0.4)}L${v(s * 0.86)},${v(-0.68)}Z" fill="${kind === 'fox' ? '#fff3e6' : '#f7b6c8'}"/>`,
      );
    }
    case 'round':
      return pair(
        (s) =>
          `<circle cx="${v(s * 0.72)}" cy="${v(-0.82)}" r="${v(0.32)}" fill="#8a6240" ${o}/><circle cx="${v(s * 0.72)}" cy="${v(-0.82)}" r="${v(0.16)}" fill="#3b2a1e"/>`,
      );
    case 'dog':
      return pair(
        (s) =>
          `<ellipse cx="${v(s * 1.02)}" cy="${v(0.02)}" rx="${v(0.3)}" ry="${v(0.62)}" transform="rotate(${s * 18} ${v(s * 1.02)} ${v(0.02)})" fill="${darken(p.hair, 0.25)}" ${o}/>`,
      );
    case 'horns':
      return pair(
        (s) =>
          `<path d="M${v(s * 0.3)},${v(-0.85)}Q${v(s * 0.55)},${v(-1.5)} ${v(s * 0.85)},${v(-1.75)}Q${v(s * 0.8)},${v(-1.2)} ${v(s * 0.7)},${v(-0.7)}Z" fill="#f5ecd0" ${o}/>`,
      );
    case 'antennae':
      return pair(
        (s) =>
          `<path d="M${v(s * 0.25)},${v(-0.9)}Q${v(s * 0.45)},${v(-1.7)} ${v(s * 0.95)},${v(-1.85)}" fill="none" stroke="${k.line}" stroke-width="${n(k.w + 1)}" stroke-linecap="round"/><circle cx="${v(s * 0.95)}" cy="${v(-1.85)}" r="${v(0.14)}" fill="${p.accent}" ${o}/>`,
      );
    case 'antenna':
      return `<path d="M0,${v(-0.95)}L0,${v(-1.6)}" stroke="${k.line}" stroke-width="${n(k.w + 1)}"/><circle cx="0" cy="${v(-1.65)}" r="${v(0.15)}" fill="${p.accent}" ${o}/>`;
  }
}

/** Capes and wings behind the body, between the shoulders at y = top and the hip at y = hip. */
export function back(kind: Back, top: number, hip: number, reach: number, width: number, k: Ink): string {
  const { p } = k;
  const o = outline(k);
  const pair = (f: (s: number) => string) => f(-1) + f(1);
  switch (kind) {
    case 'cape':
      return `<path d="M${n(-width)},${n(top)}Q${n(-width - 30)},${n(hip)} ${n(-width - 34)},${n(reach)}Q0,${n(reach + 12)} ${n(width + 34)},${n(reach)}Q${n(width + 30)},${n(hip)} ${n(width)},${n(top)}Z" fill="${darken(p.accent, 0.25)}" ${o}/>`;
    case 'wings':
      return pair(
        (s) =>
          `<path d="M${n(s * 8)},${n(top + 12)}C${n(s * 45)},${n(top - 55)} ${n(s * 100)},${n(top - 70)} ${n(s * 122)},${n(top - 42)}Q${n(s * 100)},${n(top - 22)} ${n(s * 110)},${n(top)}Q${n(s * 86)},${n(top + 4)} ${n(s * 90)},${n(top + 24)}Q${n(s * 64)},${n(top + 22)} ${n(s * 60)},${n(top + 40)}Q${n(s * 30)},${n(top + 32)} ${n(s * 8)},${n(top + 22)}Z" fill="${lighten(p.outfit2, 0.82)}" ${o}/>`,
      );
    case 'moth':
      return pair(
        (s) =>
          `<ellipse cx="${n(s * 62)}" cy="${n(top - 12)}" rx="58" ry="38" transform="rotate(${s * -28} ${n(s * 62)} ${n(top - 12)})" fill="${p.accent}" ${o}/><circle cx="${n(s * 74)}" cy="${n(top - 20)}" r="13" fill="${p.outfit2}" stroke="${k.line}" stroke-width="3"/><ellipse cx="${n(s * 44)}" cy="${n(top + 42)}" rx="34" ry="27" transform="rotate(${s * 20} ${n(s * 44)} ${n(top + 42)})" fill="${darken(p.accent, 0.3)}" ${o}/>`,
      );
    case 'bee':
      return pair(
        (s) =>
          `<ellipse cx="${n(s * 40)}" cy="${n(top - 8)}" rx="36" ry="18" transform="rotate(${s * -30} ${n(s * 40)} ${n(top - 8)})" fill="#e8f6ff" opacity="0.85" ${o}/><ellipse cx="${n(s * 32)}" cy="${n(top + 18)}" rx="22" ry="12" transform="rotate(${s * 15} ${n(s * 32)} ${n(top + 18)})" fill="#e8f6ff" opacity="0.85" ${o}/>`,
      );
    case 'mech':
      return pair((s) =>
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${n(s * 10)},${n(top + 14)}L${n(s * (70 + i * 22))},${n(top - 34 + i * 18)}L${n(s * (80 + i * 22))},${n(top - 24 + i * 18)}L${n(s * 14)},${n(top + 28)}Z" fill="${i === 1 ? p.accent : p.metal}" ${o}/>`,
          )
          .join(''),
      );
    case 'halo':
      return '';
  }
}

/** A tail from the hip at (0, y), swinging out to image left. */
export function tail(kind: Tail, y: number, k: Ink): string {
  const { p } = k;
  const o = outline(k);
  const bushy = (angle: number, colour: string, tip: string) =>
    `<g transform="rotate(${angle} 0 ${n(y)})"><ellipse cx="0" cy="${n(y - 40)}" rx="17" ry="42" fill="${colour}" ${o}/><ellipse cx="0" cy="${n(y - 70)}" rx="11" ry="14" fill="${tip}"/></g>`;
  switch (kind) {
    case 'fox':
      return bushy(-50, '#e8793a', '#fff3e6');
    case 'kitsune':
      return [-80, -50, -20].map((a) => bushy(a, lighten(p.hair, 0.1), '#ffffff')).join('');
    case 'tanuki':
      return `<g transform="rotate(-55 0 ${n(y)})"><ellipse cx="0" cy="${n(y - 38)}" rx="19" ry="38" fill="#8a6240" ${o}/><path d="M-17,${n(y - 48)}Q0,${n(y - 56)} 17,${n(y - 48)}M-14,${n(y - 64)}Q0,${n(y - 71)} 14,${n(y - 64)}" fill="none" stroke="#3b2a1e" stroke-width="5"/></g>`;
    case 'cat':
      return `<path d="M0,${n(y)}Q-48,${n(y + 6)} -46,${n(y - 40)}Q-44,${n(y - 62)} -28,${n(y - 64)}" fill="none" stroke="${k.line}" stroke-width="${n(8 + k.w * 2)}" stroke-linecap="round"/><path d="M0,${n(y)}Q-48,${n(y + 6)} -46,${n(y - 40)}Q-44,${n(y - 62)} -28,${n(y - 64)}" fill="none" stroke="${p.hair}" stroke-width="8" stroke-linecap="round"/>`;
    case 'dog':
      return `<ellipse cx="-20" cy="${n(y - 14)}" rx="9" ry="22" transform="rotate(-50 -20 ${n(y - 14)})" fill="${darken(p.hair, 0.2)}" ${o}/>`;
  }
}
