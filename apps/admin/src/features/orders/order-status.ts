import type { FigurineOrderStatus } from '@pedestal/contract';
import type { Tone } from '@admin/components/ui';

export const ORDER_TONES: Partial<Record<FigurineOrderStatus, Tone>> = {
  unpaid: 'slate',
  undelivered: 'amber',
  unreceived: 'sky',
  uncommented: 'indigo',
  completed: 'green',
  refunding: 'amber',
  refunded: 'red',
  cancelled: 'slate',
};
export const ORDER_LABELS: Record<FigurineOrderStatus, string> = {
  unpaid: 'Unpaid',
  undelivered: 'To ship',
  unreceived: 'Shipped',
  uncommented: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
};
