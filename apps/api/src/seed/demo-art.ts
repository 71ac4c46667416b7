import type { FileStorage } from '../platform/storage/file-storage';
import { bannerSvg, renderArtwork } from './artwork';
import { characterArtJobs } from './characters';
import type { PrebuiltArt } from './prebuilt-art';

/**
 * The demo banners: title, subtitle, link, then the Chinese title and subtitle. The art carries no
 * words: the store sets them over it in the shopper's language (issue 28 #6).
 */
export const DEMO_BANNERS = [
  ['Vote for the next figure', 'Three free votes every day', '/vote/list', '为下一款手办投票', '每天 3 张免费票'],
  ['Crowdfunding is live', 'Back the figures you love', '/crowdfunding/list', '众筹进行中', '支持你喜爱的手办'],
  ['New on the shelf', 'Pre-sale prices for early fans', '/figurines', '新品上架', '早鸟享预售价'],
] as const;

/** Every picture of the demo data, by storage key, drawn only when asked. */
export function demoArtJobs(): { key: string; svg: () => string }[] {
  const banners = DEMO_BANNERS.flatMap((_, i) => [
    { key: `seed/banner-${i}.webp`, svg: () => bannerSvg('', '', i + 2) },
    { key: `seed/figurine-banner-${i}.webp`, svg: () => bannerSvg('', '', i + 5) },
  ]);
  return [...banners, ...characterArtJobs()];
}

/** Stores every demo picture (a few at a time) before the seeding transaction; key → public path. */
export async function storeDemoArt(storage: FileStorage, prebuilt: PrebuiltArt | null): Promise<Map<string, string>> {
  const jobs = demoArtJobs();
  const paths = new Map<string, string>();
  for (let i = 0; i < jobs.length; i += 8) {
    await Promise.all(jobs.slice(i, i + 8).map(async (j) => paths.set(j.key, await renderArtwork(storage, j.key, j.svg, prebuilt))));
  }
  return paths;
}
