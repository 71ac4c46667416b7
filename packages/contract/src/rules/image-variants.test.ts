import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidth, sizedImageKey, variantKey, variantWidths } from './image-variants';

describe('image variants', () => {
  it('names a sized image and its narrower copies, never wider ones', () => {
    const key = sizedImageKey('characters/abc', 1200);
    expect(key).toBe('characters/abc.w1200.webp');
    expect(variantWidths(1200)).toEqual([240, 480, 960]);
    expect(variantWidths(240)).toEqual([]);
    expect(variantWidths(1921)).toEqual([240, 480, 960, 1920]);
    expect(variantKey(key, 480)).toBe('characters/abc.w1200.480.webp');
  });

  it('derives the srcset from the URL alone', () => {
    expect(imageSrcSet('http://x.test/uploads/a.w600.webp')).toBe(
      'http://x.test/uploads/a.w600.240.webp 240w, http://x.test/uploads/a.w600.480.webp 480w, http://x.test/uploads/a.w600.webp 600w',
    );
    expect(imageWidth('/uploads/a.w600.webp')).toBe(600);
  });

  it('leaves older images, and variants themselves, without a srcset', () => {
    expect(imageSrcSet('/uploads/characters/abc.webp')).toBeNull();
    expect(imageSrcSet('/uploads/a.w600.240.webp')).toBeNull();
    expect(imageSrcSet(null)).toBeNull();
    expect(imageSrcSet('https://cdn.example/pic.jpg')).toBeNull();
  });
});
