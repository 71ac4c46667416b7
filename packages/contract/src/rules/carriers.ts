/**
 * The carriers an order ships with and where a shopper follows a parcel (issue 28 #4). A template's
 * `{tracking}` is replaced by the tracking number (URL-encoded); `other` has no link. One list for
 * the console (choices, CSV import), the store (order page) and the shipped email.
 */
export const CARRIERS = [
  { id: 'usps', name: 'USPS', nameZh: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}' },
  { id: 'ups', name: 'UPS', nameZh: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={tracking}' },
  { id: 'fedex', name: 'FedEx', nameZh: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}' },
  {
    id: 'dhl',
    name: 'DHL',
    nameZh: 'DHL',
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={tracking}',
  },
  {
    id: 'sf-express',
    name: 'SF Express',
    nameZh: '顺丰速运',
    trackingUrl: 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{tracking}',
  },
  { id: 'other', name: 'Other', nameZh: '其他', trackingUrl: null },
] as const satisfies readonly { id: string; name: string; nameZh: string; trackingUrl: string | null }[];

export type CarrierId = (typeof CARRIERS)[number]['id'];
export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];

/** The carrier of an id, or of a name as a person types it in a CSV ("FedEx", "sf express"); else undefined. */
export function carrierOf(idOrName: string | null | undefined) {
  const key = (idOrName ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!key) return undefined;
  return CARRIERS.find((c) => c.id === key || c.name.toLowerCase().replace(/\s+/g, '-') === key);
}

/** Where the shopper follows the parcel; null without a carrier that has a tracking page. */
export function trackingLink(carrier: string | null | undefined, trackingNo: string | null | undefined): string | null {
  const template = carrierOf(carrier)?.trackingUrl;
  if (!template || !trackingNo) return null;
  return template.replace('{tracking}', encodeURIComponent(trackingNo.trim()));
}

/** The carrier's name in the reader's language ('' when none is named). */
export function carrierName(carrier: string | null | undefined, language: 'en' | 'zh-CN' = 'en'): string {
  const c = carrierOf(carrier);
  return c ? (language === 'zh-CN' ? c.nameZh : c.name) : '';
}
