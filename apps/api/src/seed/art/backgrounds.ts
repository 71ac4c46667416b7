import { starPath } from './accessories';
import { darken, lighten } from './color';
import { n, type Rng } from './random';
import type { Background, Palette } from './style';
import type { Motif } from './traits';

/** The poster backdrop: gradients, patterns and little scenes, sized to the picture. */
export function backdrop(kind: Background, p: Palette, w: number, h: number, rng: Rng): string {
  const grad = (a: string, b: string) =>
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const cx = w / 2;
  const cy = h * 0.42;
  switch (kind) {
    case 'radial':
      return `<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${lighten(p.bg1, 0.55)}"/><stop offset="0.45" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    case 'rays': {
      const len = Math.max(w, h) * 1.2;
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a0 = (i / 12) * Math.PI * 2;
        const a1 = a0 + Math.PI / 12;
        return `M${n(cx)},${n(cy)}L${n(cx + Math.cos(a0) * len)},${n(cy + Math.sin(a0) * len)}L${n(cx + Math.cos(a1) * len)},${n(cy + Math.sin(a1) * len)}Z`;
      }).join('');
      return `${grad(p.bg1, p.bg2)}<path d="${rays}" fill="${p.bgInk}" opacity="0.32"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.28)}" fill="#ffffff" opacity="0.25"/>`;
    }
    case 'dots':
      return `${grad(p.bg1, p.bg2)}<defs><pattern id="dt" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="4" fill="${p.bgInk}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#dt)" opacity="0.35"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.36)}" fill="${lighten(p.bg1, 0.4)}" opacity="0.6"/>`;
    case 'stripes': {
      // Plain geometry: patterns with a transform render several times slower in librsvg.
      const bands: string[] = [];
      for (let x = -h; x < w; x += 30) bands.push(`M${n(x)},${h}L${n(x + 14)},${h}L${n(x + 14 + h * 0.7)},0L${n(x + h * 0.7)},0Z`);
      return `${grad(p.bg1, p.bg2)}<path d="${bands.join('')}" fill="${p.bgInk}" opacity="0.28"/>`;
    }
    case 'checker': {
      const squares: string[] = [];
      for (let y = -96; y < h + 96; y += 32)
        for (let x = -96 + ((((y / 32) % 2) + 2) % 2) * 32; x < w + 96; x += 64) squares.push(`M${x},${y}h32v32h-32Z`);
      return `<rect width="${w}" height="${h}" fill="${p.bg1}"/><path d="${squares.join('')}" transform="rotate(12 ${n(cx)} ${n(cy)})" fill="${p.bg2}" opacity="0.45"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.4)}" ry="${n(h * 0.34)}" fill="#ffffff" opacity="0.5"/>`;
    }
    case 'sky': {
      const clouds = Array.from({ length: 3 }, (_, i) => {
        const x = rng.range(0.1, 0.9) * w;
        const y = (0.1 + i * 0.16) * h;
        const s = rng.range(0.7, 1.2) * w * 0.08;
        return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.6)}" ry="${n(s * 0.6)}"/><circle cx="${n(x - s * 0.5)}" cy="${n(y - s * 0.35)}" r="${n(s * 0.6)}"/><circle cx="${n(x + s * 0.35)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.75)}"/></g>`;
      }).join('');
      return `${grad(lighten(p.bg1, 0.35), p.bg1)}<circle cx="${n(w * 0.8)}" cy="${n(h * 0.16)}" r="${n(w * 0.1)}" fill="#fff6c2"/>${clouds}<ellipse cx="${n(w * 0.25)}" cy="${n(h * 0.9)}" rx="${n(w * 0.6)}" ry="${n(h * 0.2)}" fill="${p.bg2}"/><ellipse cx="${n(w * 0.85)}" cy="${n(h * 0.95)}" rx="${n(w * 0.55)}" ry="${n(h * 0.22)}" fill="${darken(p.bg2, 0.15)}"/>`;
    }
    case 'city': {
      let x = -10;
      const towers: string[] = [];
      const lights: string[] = [];
      while (x < w) {
        const bw = rng.range(0.08, 0.16) * w;
        const bh = rng.range(0.22, 0.5) * h;
        towers.push(`M${n(x)},${h}V${n(h - bh)}H${n(x + bw)}V${h}Z`);
        for (let j = 0; j < 3; j++) lights.push(`M${n(x + rng.range(0.15, 0.7) * bw)},${n(h - bh + rng.range(0.1, 0.8) * bh)}h5v7h-5Z`);
        x += bw + 2;
      }
      return `${grad(darken(p.bg2, 0.15), lighten(p.bg1, 0.2))}<circle cx="${n(w * 0.22)}" cy="${n(h * 0.2)}" r="${n(w * 0.09)}" fill="#ffffff" opacity="0.7"/><path d="${towers.join('')}" fill="${darken(p.bg2, 0.45)}"/><path d="${lights.join('')}" fill="#ffe58a" opacity="0.8"/>`;
    }
    case 'night': {
      const stars = Array.from({ length: 28 }, () => `M${n(rng.next() * w)},${n(rng.next() * h * 0.75)}h2.5v2.5h-2.5Z`).join('');
      return `${grad(darken(p.bg2, 0.6), darken(p.bg1, 0.25))}<path d="${stars}" fill="#ffffff" opacity="0.85"/><circle cx="${n(w * 0.78)}" cy="${n(h * 0.16)}" r="${n(w * 0.09)}" fill="#fff4cf"/><circle cx="${n(w * 0.81)}" cy="${n(h * 0.145)}" r="${n(w * 0.08)}" fill="${darken(p.bg2, 0.55)}"/>`;
    }
  }
}

/** Little floating shapes that hint at the character's theme. */
export function motifs(kind: Motif, p: Palette, w: number, h: number, rng: Rng): string {
  return Array.from({ length: 11 }, () => {
    const x = n(rng.next() * w);
    const y = n(rng.range(0.04, 0.8) * h);
    const s = rng.range(0.7, 1.4) * w * 0.018;
    const rot = n(rng.range(0, 360));
    switch (kind) {
      case 'petals':
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s * 1.4)}" ry="${n(s * 0.8)}" transform="rotate(${rot} ${x} ${y})" fill="#ffc2d8" stroke="#e27aa0" stroke-width="1"/>`;
      case 'snow':
        return `<path d="M${x},${n(y - s * 1.5)}V${n(y + s * 1.5)}M${n(Number(x) - s * 1.3)},${n(y - s * 0.75)}L${n(Number(x) + s * 1.3)},${n(y + s * 0.75)}M${n(Number(x) - s * 1.3)},${n(y + s * 0.75)}L${n(Number(x) + s * 1.3)},${n(y - s * 0.75)}" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>`;
      case 'bolts':
        return `<path d="M${x},${n(y - s * 2)}l${n(-s)},${n(s * 2)}h${n(s)}l${n(-s * 0.6)},${n(s * 2)}l${n(s * 2)},${n(-s * 2.6)}h${n(-s)}l${n(s * 0.8)},${n(-s * 1.4)}Z" fill="#ffe04a" stroke="#7a5a00" stroke-width="1.2"/>`;
      case 'stars':
        return `<path d="${starPath(Number(x), Number(y), s * 1.3)}" fill="${lighten(p.accent, 0.4)}" opacity="0.9"/>`;
      case 'bubbles':
        return `<circle cx="${x}" cy="${y}" r="${n(s * 1.2)}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
      case 'gears':
        return `<circle cx="${x}" cy="${y}" r="${n(s * 1.5)}" fill="none" stroke="${darken(p.metal, 0.2)}" stroke-width="${n(s * 0.9)}" stroke-dasharray="${n(s * 0.6)} ${n(s * 0.6)}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${n(s * 0.9)}" fill="none" stroke="${darken(p.metal, 0.2)}" stroke-width="2" opacity="0.8"/>`;
      case 'notes':
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s * 0.9)}" ry="${n(s * 0.65)}" fill="${darken(p.accent, 0.3)}"/><path d="M${n(Number(x) + s * 0.8)},${y}V${n(y - s * 3)}l${n(s * 1.2)},${n(s * 0.6)}" fill="none" stroke="${darken(p.accent, 0.3)}" stroke-width="2"/>`;
      case 'hearts':
        return `<path d="M${x},${n(y + s)}C${n(Number(x) - s * 2.2)},${n(y - s * 0.5)} ${n(Number(x) - s)},${n(y - s * 2)} ${x},${n(y - s * 0.8)}C${n(Number(x) + s)},${n(y - s * 2)} ${n(Number(x) + s * 2.2)},${n(y - s * 0.5)} ${x},${n(y + s)}Z" fill="#ff7aa8" opacity="0.9"/>`;
      case 'leaves':
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s * 1.6)}" ry="${n(s * 0.7)}" transform="rotate(${rot} ${x} ${y})" fill="#6fbf4a" stroke="#2f6b1f" stroke-width="1"/>`;
      case 'sparkles':
        return `<path d="M${x},${n(y - s * 1.8)}Q${x},${y} ${n(Number(x) + s * 1.8)},${y}Q${x},${y} ${x},${n(y + s * 1.8)}Q${x},${y} ${n(Number(x) - s * 1.8)},${y}Q${x},${y} ${x},${n(y - s * 1.8)}Z" fill="#ffffff" opacity="0.9"/>`;
    }
  }).join('');
}
