import type { Style } from './style';
import type { PoseName } from './traits';

export interface Point {
  x: number;
  y: number;
}

/** Joint angles in degrees from straight down; positive swings away from the body. */
interface PoseAngles {
  armR: [number, number];
  armL: [number, number];
  legR: [number, number];
  legL: [number, number];
  lean: number;
  hop: number;
  seat?: boolean;
}

const POSES: Record<PoseName, PoseAngles> = {
  stand: { armR: [18, 8], armL: [18, 8], legR: [6, 0], legL: [6, 0], lean: 0, hop: 0 },
  hero: { armR: [65, 65], armL: [38, -105], legR: [15, 0], legL: [15, 0], lean: 0, hop: 0 },
  victory: { armR: [150, 12], armL: [150, 12], legR: [9, 0], legL: [9, 0], lean: 0, hop: 0 },
  action: { armR: [100, 15], armL: [55, -40], legR: [34, 8], legL: [22, -25], lean: 8, hop: 0 },
  jump: { armR: [135, 15], armL: [125, 25], legR: [30, 40], legL: [20, 60], lean: -4, hop: 26 },
  sit: { armR: [28, 55], armL: [30, 50], legR: [62, 62], legL: [62, 62], lean: 0, hop: 0, seat: true },
  cast: { armR: [168, 0], armL: [80, 25], legR: [10, 0], legL: [4, 0], lean: -5, hop: 0 },
  wave: { armR: [60, 40], armL: [145, 35], legR: [5, 0], legL: [12, 12], lean: 3, hop: 0 },
};

/** Where every joint of a posed figure lies, in figure units with the ground at y = 0. */
export interface Skeleton {
  hip: Point;
  neck: Point;
  head: Point;
  shoulderR: Point;
  shoulderL: Point;
  elbowR: Point;
  elbowL: Point;
  handR: Point;
  handL: Point;
  hipR: Point;
  hipL: Point;
  kneeR: Point;
  kneeL: Point;
  footR: Point;
  footL: Point;
  /** Direction of each forearm, degrees from down (outward positive, already mirrored). */
  forearmR: number;
  forearmL: number;
  lean: number;
  seat?: { top: number; half: number };
  hop: number;
}

const rad = (d: number) => (d * Math.PI) / 180;
/** A limb segment from `p` at `angle` on side `s` (+1 image right, −1 image left). */
const step = (p: Point, angle: number, length: number, s: number): Point => ({
  x: p.x + s * Math.sin(rad(angle)) * length,
  y: p.y + Math.cos(rad(angle)) * length,
});

export function skeleton(style: Style, pose: PoseName, bulk = 1): Skeleton {
  const a = POSES[pose];
  const hipW = style.hip * bulk;
  const leg = (s: number, [hipAngle, knee]: [number, number]) => {
    const hip = { x: s * hipW * 0.75, y: 0 };
    const kneeP = step(hip, hipAngle, style.thigh, s);
    return { hip, knee: kneeP, foot: step(kneeP, hipAngle - knee, style.shin, s) };
  };
  const r = leg(1, a.legR);
  const l = leg(-1, a.legL);
  // Shift so the lower foot stands on the ground (or floats by `hop`).
  const lift = Math.max(r.foot.y, l.foot.y) + a.hop;
  const up = (p: Point): Point => ({ x: p.x, y: p.y - lift });
  const hip = up({ x: 0, y: 0 });
  const neck = { x: hip.x, y: hip.y - style.torso };
  const shoulder = (s: number) => ({ x: s * style.shoulder * bulk, y: neck.y + 7 });
  const arm = (s: number, [sh, el]: [number, number]) => {
    const sp = shoulder(s);
    const elbow = step(sp, sh, style.upperArm, s);
    return { shoulder: sp, elbow, hand: step(elbow, sh + el, style.forearm, s), forearm: sh + el };
  };
  const ar = arm(1, a.armR);
  const al = arm(-1, a.armL);
  return {
    hip,
    neck,
    head: { x: neck.x, y: neck.y - style.headR * 0.92 },
    shoulderR: ar.shoulder,
    shoulderL: al.shoulder,
    elbowR: ar.elbow,
    elbowL: al.elbow,
    handR: ar.hand,
    handL: al.hand,
    forearmR: ar.forearm,
    forearmL: al.forearm,
    hipR: up(r.hip),
    hipL: up(l.hip),
    kneeR: up(r.knee),
    kneeL: up(l.knee),
    footR: up(r.foot),
    footL: up(l.foot),
    lean: a.lean,
    seat: a.seat ? { top: hip.y + 4, half: hipW + style.thigh * 0.55 } : undefined,
    hop: a.hop,
  };
}
