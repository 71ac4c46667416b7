// Renders the app icons (web app manifest, Apple touch icon) from the logo, so they stay in step with it.
// Run after changing the logo: node scripts/make-icons.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const out = join(import.meta.dirname, '..', 'apps/web/public/icons');
const BRAND = '#db2777';
const mark = (fg) => `<path d="M20 48h24v6H20zM26 40h12v8H26z" fill="${fg}"/><circle cx="32" cy="22" r="10" fill="${fg}"/>`;
// "any": the rounded tile as in the favicon. "maskable": full bleed, the mark inside the 80% safe zone.
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${mark('#fff')}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(8 8) scale(0.75)">${mark('#fff')}</g></svg>`;

mkdirSync(out, { recursive: true });
const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(join(out, name));
await Promise.all([
  render(anyIcon, 192, 'icon-192.png'),
  render(anyIcon, 512, 'icon-512.png'),
  render(maskable, 512, 'icon-maskable-512.png'),
  render(maskable, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${out}`);
