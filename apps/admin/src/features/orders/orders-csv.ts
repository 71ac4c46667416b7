import { carrierName } from '@pedestal/contract';
import type { Query } from '@admin/lib/api';
import { download, label, toCsv } from '@admin/lib/format';
import { fetchAll, packingList, supportTotal, type Order, type Support } from './orders';
import { ORDER_LABELS } from './order-status';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Every figurine order matching the filters, as a CSV download (one row per order): who placed it
 * (username, email), the full address with its phone, carrier and tracking link; a raffle prize
 * says so instead of an unlabeled $0.00.
 */
export async function exportFigurineOrders(q: Query) {
  const rows = await fetchAll<Order>('admin/order/figurine', q);
  download(
    `figurine-orders-${today()}.csv`,
    toCsv(
      [
        'order number',
        'kind',
        'status',
        'placed',
        'paid',
        'shipped',
        'carrier',
        'tracking',
        'tracking link',
        'total',
        'shipping fee',
        'subtotal',
        'tax',
        'tax kind',
        'tax rate %',
        'shipping zone',
        'ioss',
        'refunded',
        'username',
        'email',
        'items to ship',
        'units to ship',
        'units refunded',
        'recipient',
        'phone',
        'address',
        'area',
        'city',
        'province',
        'zip code',
        'country',
      ],
      rows.map((o) => [
        o.no,
        o.kind === 'raffle' ? 'Raffle prize' : 'Purchase',
        // The list's and the order page's words (issue 41 #7): one status vocabulary, not the code.
        ORDER_LABELS[o.status],
        o.createdAt,
        o.paidAt,
        o.shippedAt,
        carrierName(o.carrier),
        o.trackingNo,
        o.trackingUrl,
        o.kind === 'raffle' ? 'Raffle prize (no charge)' : o.totalPrice.toFixed(2),
        o.shippingFee.toFixed(2),
        o.subtotal.toFixed(2),
        (o.tax ?? 0).toFixed(2),
        o.taxDetail?.kind ?? '',
        o.taxDetail ? String(o.taxDetail.rate) : '',
        o.taxDetail?.zone ?? '',
        o.taxDetail?.iossNumber ?? '',
        o.refundedAmount.toFixed(2),
        o.user?.username ?? o.userId,
        o.user?.email,
        // The packing list (issue 39): refunded units are left out, a line fully refunded is not named.
        packingList(o)
          .map((i) => `${i.characterName} ${i.characterSaleSpecTitle} x${i.toShip}`)
          .join('; '),
        o.items.reduce((n, i) => n + i.toShip, 0),
        o.items.reduce((n, i) => n + i.refundedQuantity, 0),
        o.address?.name,
        o.address?.phone,
        o.address?.address,
        o.address?.area,
        o.address?.city,
        o.address?.province,
        o.address?.zipCode,
        o.address?.country,
      ]),
    ),
  );
}

/**
 * Every crowdfunding support matching the filters, as a CSV download (one row per support): who backed
 * it, the tier and what was charged (reward, shipping, tax, total, refunded), and where the reward ships.
 */
export async function exportSupports(q: Query) {
  const rows = await fetchAll<Support>('admin/order/crowdfunding', q);
  download(
    `crowdfunding-supports-${today()}.csv`,
    toCsv(
      [
        'support number',
        'status',
        'refund',
        'placed',
        'paid',
        'campaign',
        'tier',
        'reward price',
        'diamonds',
        'shipping',
        'tax',
        'total',
        'refunded',
        'username',
        'email',
        'recipient',
        'phone',
        'address line 1',
        'address line 2',
        'postcode',
        'city',
        'province',
        'country',
      ],
      rows.map((s) => [
        s.no,
        label(s.status),
        s.refundStatus,
        s.createdAt,
        s.paidAt,
        s.character.name,
        s.spec.name,
        s.spec.price.toFixed(2),
        s.spec.diamond,
        s.shipping.toFixed(2),
        s.tax.toFixed(2),
        supportTotal(s).toFixed(2),
        s.refundedAmount.toFixed(2),
        s.user?.username ?? s.userId,
        s.user?.email,
        s.address?.name,
        s.address?.phone,
        s.address?.area,
        s.address?.address,
        s.address?.zipCode,
        s.address?.city,
        s.address?.province,
        s.address?.country,
      ]),
    ),
  );
}
