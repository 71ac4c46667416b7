import { resolveImageUrl } from '@pedestal/contract/rules/format';
export { imageSrcSet } from '@pedestal/contract/rules/image-variants';
import { API_BASE_URL } from '@/config/env';

/** SPEC §2: image sources that are not absolute get the API base address. */
export const imageUrl = (src: string | null | undefined) => resolveImageUrl(src, API_BASE_URL);
