import type { FileStorage } from '../platform/storage/file-storage';
import { bannerSvg, renderArtwork } from './artwork';
import { characterArtJobs } from './characters';
import type { PrebuiltArt } from './prebuilt-art';

/** The demo banners: title, subtitle, link; each drawn for the home page and for the figurine shop. */
export const DEMO_BANNERS = [
  ['Vote for the next figure', 'Three free votes every day', '/vote/list'],
  ['Crowdfunding is live', 'Back the figures you love', '/crowdfunding/list'],
  ['New on the shelf', 'Pre-sale prices for early fans', '/figurines'],
] as const;

/** Every picture of the demo data, by storage key, drawn only when asked. */
export function demoArtJobs(): { key: string; svg: () => string }[] {
  const banners = DEMO_BANNERS.flatMap(([title, subtitle], i) => [
    { key: `seed/banner-${i}.webp`, svg: () => bannerSvg(title, subtitle, i + 2) },
    { key: `seed/figurine-banner-${i}.webp`, svg: () => bannerSvg(title, subtitle, i + 5) },
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
