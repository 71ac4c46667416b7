import { imageSrcSet } from '@pedestal/contract/rules/image-variants';
import type { FastifyInstance } from 'fastify';
import { compressedPage, type CompressedPage } from './platform/html-page';
import { keyOf } from './platform/storage/file-storage';

const BANNER_SIZES = '(min-width: 768px) 50vw, min(calc(100vw - 32px), 448px)';
const GALLERY_SIZES = '(min-width: 768px) 50vw, min(100vw, 480px)';
const SHELF_LIFE_MS = 30_000;

type Json = Record<string, unknown> | undefined;
const firstOf = (list: unknown) => (Array.isArray(list) && list.length > 0 ? (list[0] as unknown) : undefined);

/**
 * The screens whose first picture (their largest paint) index.html's static shell shows before the
 * app has loaded (issue 13), read from the same public API the app calls. Mirrors the inline script
 * of apps/web/index.html, which shows it itself when the page came without it.
 */
const HEROES: { path: RegExp; api: (m: RegExpExecArray) => string; pick: (data: Json) => unknown; sizes: string; slot: string }[] = [
  { path: /^\/$/, api: () => '/api/system/home-banner', pick: (d) => (firstOf(d) as Json)?.image, sizes: BANNER_SIZES, slot: 'home' },
  {
    path: /^\/figurines$/,
    api: () => '/api/system/figurine-banner',
    pick: (d) => (firstOf(d) as Json)?.image,
    sizes: BANNER_SIZES,
    slot: 'shop',
  },
  {
    path: /^\/figurines\/show\/([\w-]{1,64})$/,
    api: (m) => `/api/figurine/show/${m[1]}`,
    pick: (d) => firstOf(d?.crowdfundingImages) ?? firstOf((d?.sale as Json)?.images) ?? d?.voteIllustration,
    sizes: GALLERY_SIZES,
    slot: 'show',
  },
];

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The store's index.html per path: the static shell carries the screen's first picture when there
 * is one, so a phone paints it as soon as it arrives, before the app's scripts have run. Pages are
 * compressed once and kept for 30 s per path (a changed banner shows in the shell within that).
 */
export class WebPages {
  private readonly plain: CompressedPage;
  private readonly cache = new Map<string, { at: number; page: CompressedPage }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly html: string,
  ) {
    this.plain = compressedPage(html);
  }

  async page(path: string): Promise<CompressedPage> {
    const hero = HEROES.map((h) => ({ h, m: h.path.exec(path) })).find((x) => x.m);
    if (!hero) return this.plain;
    const cached = this.cache.get(path);
    if (cached && Date.now() - cached.at < SHELF_LIFE_MS) return cached.page;
    const page = await this.withHero(hero.h, hero.m!).catch(() => this.plain);
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(path, { at: Date.now(), page });
    return page;
  }

  private async withHero(hero: (typeof HEROES)[number], match: RegExpExecArray): Promise<CompressedPage> {
    const res = await this.app.inject({ method: 'GET', url: hero.api(match), headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return this.plain;
    const src = hero.pick((res.json() as { data?: Json }).data);
    if (typeof src !== 'string' || !keyOf(this.app.ctx.storage, src)) return this.plain;
    const srcset = imageSrcSet(src);
    const img = `<img src="${attr(src)}"${srcset ? ` srcset="${attr(srcset)}" sizes="${hero.sizes}"` : ''} alt="" fetchpriority="high">`;
    const slot = new RegExp(`(<div class="[^"]*\\bs-hero-${hero.slot}\\b[^"]*">)(</div>)`);
    return slot.test(this.html) ? compressedPage(this.html.replace(slot, `$1${img}$2`), 5) : this.plain;
  }
}
