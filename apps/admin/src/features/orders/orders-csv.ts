import type { Query } from '@admin/lib/api';
import { download, toCsv } from '@admin/lib/format';
import { fetchAll, type Order, type Support } from './orders';

const today = () => new Date().toISOString().slice(0, 10);

/** Every figurine order matching the filters, as a CSV download (one row per order). */
export async function exportFigurineOrders(q: Query) {
  const rows = await fetchAll<Order>('admin/order/figurine', q);
  download(
    `figurine-orders-${today()}.csv`,
    toCsv(
      ['no', 'status', 'placed', 'paid', 'shipped', 'tracking', 'total', 'shipping fee', 'user', 'items', 'ship to'],
      rows.map((o) => [
        o.no,
        o.status,
        o.createdAt,
        o.paidAt,
        o.shippedAt,
        o.trackingNo,
        o.totalPrice.toFixed(2),
        o.shippingFee.toFixed(2),
        o.userId,
        o.items.map((i) => `${i.characterName} ${i.characterSaleSpecTitle} x${i.quantity}`).join('; '),
        o.address
          ? [
              o.address.name,
              o.address.address,
              o.address.area,
              o.address.city,
              o.address.province,
              o.address.country,
              o.address.zipCode,
            ].join(', ')
          : '',
      ]),
    ),
  );
}

/** Every crowdfunding support matching the filters, as a CSV download. */
export async function exportSupports(q: Query) {
  const rows = await fetchAll<Support>('admin/order/crowdfunding', q);
  download(
    `crowdfunding-supports-${today()}.csv`,
    toCsv(
      ['no', 'status', 'refund', 'placed', 'paid', 'campaign', 'price', 'diamonds', 'user'],
      rows.map((s) => [
        s.no,
        s.status,
        s.refundStatus,
        s.createdAt,
        s.paidAt,
        s.character.name,
        s.spec.price.toFixed(2),
        s.spec.diamond,
        s.userId,
      ]),
    ),
  );
}
