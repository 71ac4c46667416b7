/**
 * Responsive image files (issue 13): an image stored by the server is named after its width
 * (`abc.w1200.webp`), and beside it sit narrower copies at each standard width below that one
 * (`abc.w1200.240.webp`, `abc.w1200.480.webp`, `abc.w1200.960.webp`; never upscaled). A client
 * derives the srcset from the name alone; names without a width (older images) have no variants.
 */
export const IMAGE_WIDTHS = [240, 480, 960, 1920] as const;

const SIZED = /\.w(\d+)\.webp$/;

/** The standard widths narrower than an image `width` px wide: the variants made for it. */
export const variantWidths = (width: number): number[] => IMAGE_WIDTHS.filter((w) => w < width);

/** The storage key (or path) of an image `width` px wide saved under `base` (no extension). */
export const sizedImageKey = (base: string, width: number) => `${base}.w${width}.webp`;

/** The key (or path) of the `variant` px wide copy of a sized image's key (or path). */
export const variantKey = (sized: string, variant: number) => sized.replace(SIZED, (_, w: string) => `.w${w}.${variant}.webp`);

/** The width a sized image's path names, or null for an image without variants. */
export function imageWidth(path: string): number | null {
  const match = SIZED.exec(path.split('?')[0]!);
  return match ? Number(match[1]) : null;
}

/** `srcset` for an image URL: its variants and itself, each with its width; null without variants. */
export function imageSrcSet(url: string | null | undefined): string | null {
  if (!url) return null;
  const width = imageWidth(url);
  if (!width) return null;
  return [...variantWidths(width).map((w) => `${variantKey(url, w)} ${w}w`), `${url} ${width}w`].join(', ');
}
