import { back, ears, hat, HANGING, IN_FRONT, item, tail, type Ink } from './accessories';
import { darken, lighten } from './color';
import { skeleton, type Point, type Skeleton } from './pose';
import { n } from './random';
import type { Traits } from './traits';

const pts = (list: Point[]) => list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

/** A limb as a round-capped stroke with an outline stroke under it. */
function limb(list: Point[], colour: string, width: number, k: Ink): string {
  return `<polyline points="${pts(list)}" fill="none" stroke="${k.line}" stroke-width="${n(width + k.w * 2)}" stroke-linecap="round" stroke-linejoin="round"/><polyline points="${pts(list)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The angle (SVG rotate, clockwise) that points an upright item along a forearm on side `s`. */
function itemAngle(forearm: number, s: number): number {
  return forearm > 95 ? s * (180 - forearm) : s * 14;
}

function head(t: Traits, k: Ink, skin: string, r: number): string {
  const { palette: p, style } = t;
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const v = (x: number) => n(x * r);
  if (t.head === 'robot')
    return `<rect x="${v(-0.95)}" y="${v(-0.95)}" width="${v(1.9)}" height="${v(1.8)}" rx="${v(0.35)}" fill="${p.metal}" ${o}/><rect x="${v(-0.75)}" y="${v(-0.2)}" width="${v(1.5)}" height="${v(0.45)}" rx="${v(0.2)}" fill="#15161c"/><circle cx="${v(-0.35)}" cy="${v(0.02)}" r="${v(0.12)}" fill="${p.accent}"/><circle cx="${v(0.35)}" cy="${v(0.02)}" r="${v(0.12)}" fill="${p.accent}"/><rect x="${v(-1.12)}" y="${v(-0.25)}" width="${v(0.2)}" height="${v(0.6)}" fill="${darken(p.metal, 0.3)}"/><rect x="${v(0.92)}" y="${v(-0.25)}" width="${v(0.2)}" height="${v(0.6)}" fill="${darken(p.metal, 0.3)}"/>`;
  if (t.head === 'golem')
    return `<path d="M${v(-0.9)},${v(-0.5)}L${v(-0.5)},${v(-1.0)}L${v(0.45)},${v(-0.98)}L${v(0.95)},${v(-0.4)}L${v(0.85)},${v(0.7)}L${v(0.2)},${v(0.95)}L${v(-0.6)},${v(0.85)}L${v(-0.95)},${v(0.3)}Z" fill="${skin}" ${o}/><path d="M${v(-0.5)},${v(-0.6)}L${v(-0.2)},${v(-0.3)}M${v(0.3)},${v(0.5)}L${v(0.6)},${v(0.3)}" stroke="${darken(skin, 0.35)}" stroke-width="2"/><circle cx="${v(-0.35)}" cy="${v(0.05)}" r="${v(0.14)}" fill="${p.accent}"/><circle cx="${v(0.35)}" cy="${v(0.05)}" r="${v(0.14)}" fill="${p.accent}"/><circle cx="${v(-0.35)}" cy="${v(0.05)}" r="${v(0.3)}" fill="${p.accent}" opacity="0.3"/><circle cx="${v(0.35)}" cy="${v(0.05)}" r="${v(0.3)}" fill="${p.accent}" opacity="0.3"/>`;
  const shape =
    style.genre === 'manga'
      ? `<path d="M${v(-1)},${v(-0.1)}C${v(-1)},${v(-1.15)} ${v(1)},${v(-1.15)} ${v(1)},${v(-0.1)}C${v(1)},${v(0.6)} ${v(0.3)},${v(1.0)} 0,${v(1.06)}C${v(-0.3)},${v(1.0)} ${v(-1)},${v(0.6)} ${v(-1)},${v(-0.1)}Z" fill="${skin}" ${o}/>`
      : style.genre === 'western'
        ? `<path d="M${v(-0.92)},${v(-0.2)}C${v(-0.92)},${v(-1.15)} ${v(0.92)},${v(-1.15)} ${v(0.92)},${v(-0.2)}L${v(0.86)},${v(0.6)}Q${v(0.8)},${v(1.02)} 0,${v(1.02)}Q${v(-0.8)},${v(1.02)} ${v(-0.86)},${v(0.6)}Z" fill="${skin}" ${o}/>`
        : `<ellipse cx="0" cy="0" rx="${v(1.02)}" ry="${v(0.96)}" fill="${skin}" ${o}/>`;
  return shape + face(t, k, r);
}

function face(t: Traits, k: Ink, r: number): string {
  const { palette: p, style } = t;
  const v = (x: number) => n(x * r);
  const y = v(0.18);
  const eye = (s: number) => {
    const x = v(s * 0.38);
    switch (style.eyes) {
      case 'sparkle':
        return `<ellipse cx="${x}" cy="${y}" rx="${v(0.17)}" ry="${v(0.25)}" fill="${p.eye}"/><ellipse cx="${x}" cy="${n(y + r * 0.09)}" rx="${v(0.11)}" ry="${v(0.1)}" fill="${lighten(p.eye, 0.45)}"/><circle cx="${n(x - r * 0.05)}" cy="${n(y - r * 0.09)}" r="${v(0.08)}" fill="#ffffff"/>`;
      case 'ink':
        return `<ellipse cx="${x}" cy="${y}" rx="${v(0.13)}" ry="${v(0.21)}" fill="${p.eye}"/><circle cx="${n(x - r * 0.04)}" cy="${n(y - r * 0.08)}" r="${v(0.06)}" fill="#ffffff"/><path d="M${n(x - r * 0.2)},${n(y - r * 0.22)}L${n(x + r * 0.2)},${n(y - r * 0.27)}" stroke="${p.eye}" stroke-width="${v(0.07)}" stroke-linecap="round"/>`;
      case 'dot':
        return `<circle cx="${x}" cy="${y}" r="${v(0.09)}" fill="${p.eye}"/><path d="M${n(x - r * 0.17)},${n(y - r * 0.24)}L${n(x + r * 0.17)},${n(y - r * 0.2 - s * r * 0.05)}" stroke="${k.line}" stroke-width="${v(0.08)}" stroke-linecap="round"/>`;
      default:
        return `<path d="M${n(x - r * 0.15)},${n(y + r * 0.04)}Q${x},${n(y - r * 0.18)} ${n(x + r * 0.15)},${n(y + r * 0.04)}" fill="none" stroke="${p.eye}" stroke-width="${v(0.07)}" stroke-linecap="round"/>`;
    }
  };
  const blush =
    style.genre === 'anime' || style.genre === 'doujinshi'
      ? `<ellipse cx="${v(-0.58)}" cy="${v(0.48)}" rx="${v(0.16)}" ry="${v(0.08)}" fill="#ff7a9c" opacity="0.55"/><ellipse cx="${v(0.58)}" cy="${v(0.48)}" rx="${v(0.16)}" ry="${v(0.08)}" fill="#ff7a9c" opacity="0.55"/>`
      : '';
  const open = t.pose === 'action' || t.pose === 'victory' || t.pose === 'jump';
  const mouth = open
    ? `<path d="M${v(-0.13)},${v(0.55)}Q0,${v(0.8)} ${v(0.13)},${v(0.55)}Z" fill="#8c2f39"/>`
    : `<path d="M${v(-0.1)},${v(0.58)}Q0,${v(0.66)} ${v(0.1)},${v(0.58)}" fill="none" stroke="${k.line}" stroke-width="${v(0.05)}" stroke-linecap="round"/>`;
  return eye(-1) + eye(1) + blush + mouth;
}

function hairBack(t: Traits, k: Ink, r: number): string {
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const c = t.palette.hair;
  const v = (x: number) => n(x * r);
  switch (t.hair) {
    case 'long':
      return `<path d="M${v(-1.1)},${v(-0.3)}Q${v(-1.25)},${v(1.2)} ${v(-0.95)},${v(2.0)}L${v(0.95)},${v(2.0)}Q${v(1.25)},${v(1.2)} ${v(1.1)},${v(-0.3)}Z" fill="${c}" ${o}/>`;
    case 'twintails':
      return [-1, 1]
        .map(
          (s) =>
            `<ellipse cx="${v(s * 1.3)}" cy="${v(0.95)}" rx="${v(0.42)}" ry="${v(1.05)}" transform="rotate(${s * -14} ${v(s * 1.3)} ${v(0.95)})" fill="${c}" ${o}/><circle cx="${v(s * 1.0)}" cy="${v(-0.15)}" r="${v(0.16)}" fill="${t.palette.accent}" ${o}/>`,
        )
        .join('');
    case 'bob':
      return `<path d="M${v(-1.16)},${v(-0.2)}L${v(-1.12)},${v(0.95)}L${v(1.12)},${v(0.95)}L${v(1.16)},${v(-0.2)}Z" fill="${c}" ${o}/>`;
    case 'ponytail':
      return `<ellipse cx="${v(1.05)}" cy="${v(0.55)}" rx="${v(0.38)}" ry="${v(1.0)}" transform="rotate(-28 ${v(1.05)} ${v(0.55)})" fill="${c}" ${o}/>`;
    case 'bun':
      return `<circle cx="0" cy="${v(-1.05)}" r="${v(0.46)}" fill="${c}" ${o}/>`;
    case 'topknot':
      return `<ellipse cx="0" cy="${v(-1.1)}" rx="${v(0.22)}" ry="${v(0.32)}" fill="${c}" ${o}/>`;
    default:
      return '';
  }
}

function hairFront(t: Traits, k: Ink, r: number): string {
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const c = t.palette.hair;
  const v = (x: number) => n(x * r);
  if (t.hair === 'none') return '';
  const cap = `M${v(-1.05)},${v(0.15)}C${v(-1.15)},${v(-1.35)} ${v(1.15)},${v(-1.35)} ${v(1.05)},${v(0.15)}`;
  const fringe =
    t.hair === 'topknot'
      ? `Q0,${v(-0.55)} ${v(-1.05)},${v(0.15)}Z`
      : `L${v(0.82)},${v(-0.2)}L${v(0.58)},${v(0.02)}L${v(0.3)},${v(-0.28)}L0,${v(-0.02)}L${v(-0.3)},${v(-0.28)}L${v(-0.58)},${v(0.02)}L${v(-0.82)},${v(-0.2)}Z`;
  const spikes =
    t.hair === 'spiky'
      ? `<path d="M${Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI * (1.08 + (i / 8) * 0.84);
          const rr = i % 2 === 0 ? 0.95 : 1.5;
          return `${v(Math.cos(a) * rr)},${v(Math.sin(a) * rr - 0.05)}`;
        }).join('L')}Z" fill="${c}" ${o}/>`
      : '';
  const shine =
    t.style.genre === 'anime' || t.style.genre === 'doujinshi'
      ? `<path d="M${v(-0.55)},${v(-0.62)}Q0,${v(-0.9)} ${v(0.55)},${v(-0.62)}" fill="none" stroke="#ffffff" stroke-width="${v(0.09)}" stroke-linecap="round" opacity="0.55"/>`
      : '';
  return `${spikes}<path d="${cap}${fringe}" fill="${c}" ${o}/>${shine}`;
}

/** How far each upright prop reaches from the grip, for framing. */
const REACH: Partial<Record<NonNullable<Traits['handR']>, number>> = {
  sword: 92,
  katana: 100,
  staff: 116,
  spear: 122,
  wand: 74,
  stick: 48,
  spatula: 56,
  wrench: 56,
  flower: 82,
  mic: 22,
};

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
}

/** The box the figure, its props and wings cover (feet on y = 0), already mirrored when flipped. */
function bounds(t: Traits, sk: Skeleton, hatRise: number): Bounds {
  const r = t.style.headR;
  const xs: number[] = [sk.head.x - r * 1.3, sk.head.x + r * 1.3, sk.footL.x - 20, sk.footR.x + 20];
  const ys: number[] = [sk.head.y - r * (1 + hatRise)];
  const hand = (h: Point, angle: number, held: Traits['handR'], s: number) => {
    xs.push(h.x - 14, h.x + 14);
    ys.push(h.y - 14);
    if (!held) return;
    const len = REACH[held];
    if (len === undefined || HANGING.has(held)) {
      xs.push(h.x - 34, h.x + 34);
      ys.push(h.y - 40);
      return;
    }
    const phi = (itemAngle(angle, s) * Math.PI) / 180;
    const tip = { x: h.x + Math.sin(phi) * len, y: h.y - Math.cos(phi) * len };
    xs.push(tip.x - 12, tip.x + 12);
    ys.push(tip.y - 12);
  };
  hand(sk.handR, sk.forearmR, t.handR, 1);
  hand(sk.handL, sk.forearmL, t.handL, -1);
  const wing =
    t.back === 'wings' || t.back === 'moth' || t.back === 'mech'
      ? 128
      : t.back === 'bee'
        ? 72
        : t.back === 'cape'
          ? t.style.shoulder + 38
          : 0;
  xs.push(-wing, wing);
  if (wing > 100) ys.push(sk.shoulderR.y - 72);
  if (t.tail) xs.push(t.tail === 'kitsune' ? -95 : -70);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  return { minX: t.flip ? -maxX : minX, maxX: t.flip ? -minX : maxX, minY: Math.min(...ys) };
}

/** The whole character in figure units: feet on y = 0, centred on x = 0. Answers the SVG and what it covers. */
export function figure(t: Traits): { svg: string; bounds: Bounds; skeleton: Skeleton } {
  const { palette: p, style } = t;
  const bulky = t.head === 'golem';
  const k: Ink = { p, line: p.line, w: style.line };
  const sk = skeleton(style, t.pose, bulky ? 1.4 : 1);
  const r = style.headR;
  const limbW = style.limb * (bulky ? 1.6 : 1);
  const skin = t.head === 'golem' ? '#8d9a7e' : t.head === 'robot' ? p.metal : p.skin;
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const legColour = t.body === 'pants' || t.body === 'armor' ? p.outfit2 : t.head === 'human' ? skin : p.metal;
  const boot = darken(t.body === 'armor' ? p.metal : p.outfit, 0.25);

  // Behind everything: cape and wings (leaning with the body), then the tail.
  const hipY = sk.hip.y;
  const shoulderY = sk.shoulderR.y;
  const lean = (inner: string) => (sk.lean ? `<g transform="rotate(${sk.lean} 0 ${n(hipY)})">${inner}</g>` : inner);
  const behind = t.back && t.back !== 'halo' ? back(t.back, shoulderY, hipY, -sk.hop - 6, style.shoulder * (bulky ? 1.4 : 1), k) : '';
  const hairB = `<g transform="translate(${n(sk.head.x)} ${n(sk.head.y)})">${hairBack(t, k, r)}</g>`;

  // Legs and seat.
  const seat = sk.seat
    ? `<rect x="${n(-sk.seat.half)}" y="${n(sk.seat.top)}" width="${n(sk.seat.half * 2)}" height="${n(-sk.seat.top)}" rx="6" fill="${darken(p.bg2, 0.35)}" ${o}/><path d="M${n(-sk.seat.half)},${n(sk.seat.top + 10)}L${n(sk.seat.half)},${n(sk.seat.top + 10)}" stroke="${darken(p.bg2, 0.5)}" stroke-width="3"/>`
    : '';
  const leg = (h: Point, kn: Point, f: Point, s: number) => {
    const bootTop = { x: kn.x + (f.x - kn.x) * 0.5, y: kn.y + (f.y - kn.y) * 0.5 };
    return (
      limb([h, kn, f], legColour, limbW, k) +
      limb([bootTop, f], boot, limbW * 1.15, k) +
      `<ellipse cx="${n(f.x + s * limbW * 0.35)}" cy="${n(f.y + limbW * 0.2)}" rx="${n(limbW * 0.85)}" ry="${n(limbW * 0.45)}" fill="${boot}" ${o}/>`
    );
  };
  const legs = leg(sk.hipL, sk.kneeL, sk.footL, -1) + leg(sk.hipR, sk.kneeR, sk.footR, 1);

  // Torso, lower garment, trim.
  const sw = style.shoulder * (bulky ? 1.4 : 1) + limbW * 0.35;
  const top = sk.neck.y + 2;
  const waistY = hipY - style.torso * 0.35;
  const ww = style.hip * (bulky ? 1.5 : 1) + 2;
  const hw = ww + 3;
  const torso = `<path d="M${n(-sw)},${n(top + 4)}Q0,${n(top - 5)} ${n(sw)},${n(top + 4)}L${n(ww)},${n(waistY)}L${n(hw)},${n(hipY + 5)}L${n(-hw)},${n(hipY + 5)}L${n(-ww)},${n(waistY)}Z" fill="${p.outfit}" ${o}/>`;
  const shade =
    style.genre === 'anime' || style.genre === 'western'
      ? `<path d="M${n(sw * 0.2)},${n(top + 2)}L${n(sw)},${n(top + 4)}L${n(ww)},${n(waistY)}L${n(hw)},${n(hipY + 4)}L${n(hw * 0.4)},${n(hipY + 4)}Z" fill="#000000" opacity="0.14"/>`
      : '';
  const collar = `<path d="M${n(-sw * 0.45)},${n(top + 1)}L0,${n(top + style.torso * 0.28)}L${n(sw * 0.45)},${n(top + 1)}Z" fill="${p.outfit2}" ${o}/>`;
  const plate =
    t.body === 'armor'
      ? `<path d="M${n(-sw * 0.75)},${n(top + 6)}Q0,${n(top)} ${n(sw * 0.75)},${n(top + 6)}L${n(ww * 0.9)},${n(waistY + 4)}Q0,${n(waistY + 12)} ${n(-ww * 0.9)},${n(waistY + 4)}Z" fill="${p.metal}" ${o}/><path d="${'M0,' + n(top + 8) + 'L0,' + n(waistY)}" stroke="${p.accent}" stroke-width="4"/>`
      : '';
  const belt = `<rect x="${n(-hw)}" y="${n(hipY - 4)}" width="${n(hw * 2)}" height="7" fill="${p.accent}" ${o}/>`;
  const skirtLen = t.body === 'robe' ? (style.thigh + style.shin) * 0.88 : style.thigh * 0.8;
  const flare = t.body === 'robe' ? style.hip + 16 : style.hip + style.thigh * 0.55;
  const lower =
    t.body === 'skirt' || t.body === 'robe'
      ? `<path d="M${n(-ww)},${n(waistY + 6)}L${n(ww)},${n(waistY + 6)}L${n(flare)},${n(hipY + skirtLen)}Q0,${n(hipY + skirtLen + 8)} ${n(-flare)},${n(hipY + skirtLen)}Z" fill="${t.body === 'robe' ? p.outfit : lighten(p.outfit, 0.15)}" ${o}/><path d="M${n(-flare + 3)},${n(hipY + skirtLen - 5)}Q0,${n(hipY + skirtLen + 3)} ${n(flare - 3)},${n(hipY + skirtLen - 5)}" fill="none" stroke="${p.accent}" stroke-width="4"/>`
      : '';
  const pads =
    t.body === 'armor'
      ? [sk.shoulderL, sk.shoulderR]
          .map((s) => `<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(limbW * 0.85)}" fill="${p.metal}" ${o}/>`)
          .join('')
      : '';

  // Arms with held items.
  const forearm = t.body === 'armor' || t.head === 'robot' ? p.metal : skin;
  const arm = (sh: Point, el: Point, hand: Point, angle: number, held: Traits['handR'], s: number) => {
    const prop = held
      ? `<g transform="translate(${n(hand.x)} ${n(hand.y)})${HANGING.has(held) ? '' : ` rotate(${n(itemAngle(angle, s))})`}">${item(held, k, t.body === 'armor')}</g>`
      : '';
    const fist = `<circle cx="${n(hand.x)}" cy="${n(hand.y)}" r="${n(limbW * 0.58)}" fill="${t.head === 'human' ? skin : forearm}" ${o}/>`;
    const front = held && IN_FRONT.has(held);
    return limb([sh, el], p.outfit, limbW, k) + limb([el, hand], forearm, limbW * 0.9, k) + (front ? fist + prop : prop + fist);
  };
  const arms =
    arm(sk.shoulderL, sk.elbowL, sk.handL, sk.forearmL, t.handL, -1) + arm(sk.shoulderR, sk.elbowR, sk.handR, sk.forearmR, t.handR, 1);

  // Head with hair, ears and hat.
  const neck = limb(
    [
      { x: 0, y: sk.neck.y + 4 },
      { x: 0, y: sk.neck.y - 6 },
    ],
    skin,
    limbW * 0.8,
    k,
  );
  const halo =
    t.back === 'halo'
      ? `<ellipse cx="0" cy="${n(-r * 1.45)}" rx="${n(r * 0.8)}" ry="${n(r * 0.22)}" fill="none" stroke="#ffd54a" stroke-width="5"/>`
      : '';
  const headGroup = `<g transform="translate(${n(sk.head.x)} ${n(sk.head.y)})">${t.ears === 'dog' ? ears('dog', r, k) : ''}${head(t, k, skin, r)}${hairFront(t, k, r)}${t.ears && t.ears !== 'dog' ? ears(t.ears, r, k) : ''}${t.head === 'robot' && !t.ears ? ears('antenna', r, k) : ''}${t.hat ? hat(t.hat, r, k) : ''}${halo}</g>`;

  const tailSvg = t.tail ? tail(t.tail, hipY, k) : '';
  const svg = `${lean(behind + hairB)}${tailSvg}${seat}${legs}${lean(lower + torso + shade + collar + plate + belt + pads + neck + arms + headGroup)}`;
  const hatRise =
    t.hat === 'witch'
      ? 1.7
      : t.hat === 'wizard' || t.hat === 'top' || t.hat === 'chef'
        ? 1.2
        : t.ears === 'fox' || t.ears === 'antennae' || t.ears === 'horns'
          ? 0.95
          : t.hat || t.ears
            ? 0.7
            : t.hair === 'bun' || t.hair === 'spiky'
              ? 0.6
              : 0.2;
  return { svg: t.flip ? `<g transform="scale(-1 1)">${svg}</g>` : svg, bounds: bounds(t, sk, hatRise), skeleton: sk };
}
