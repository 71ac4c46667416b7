import { SUPPORT_EMAIL, type LegalDoc } from './types';

export const customService: LegalDoc = {
  title: 'Customer Service Policy',
  summary: 'How we handle orders, shipping, returns and refunds, and how to reach us when something is not right.',
  sections: [
    {
      heading: 'Orders',
      blocks: [
        'You can follow every order under Account → Orders. Unpaid orders are held for 30 minutes, then cancelled automatically so the stock returns to the shelf.',
        'Pre-sale orders ship when production is complete; the estimated date is shown on the figurine page.',
      ],
    },
    {
      heading: 'Shipping',
      blocks: [
        'We ship to the address you choose at checkout. Once your order leaves our warehouse you will see a tracking number on the order.',
        'Please check your address carefully. If it needs to change, contact us before the order ships.',
      ],
    },
    {
      heading: 'Damaged or wrong items',
      blocks: [
        'Figurines are packed with care, but accidents happen. If your figurine arrives damaged or is not what you ordered, write to us within 14 days of delivery with your order number and a few photos of the item and its box.',
        'We will send a replacement or refund the item, including shipping, at no cost to you.',
      ],
    },
    {
      heading: 'Returns',
      blocks: [
        'Unopened figurines can be returned within 14 days of delivery for a refund of the item price. Return shipping is paid by the buyer unless the item was faulty.',
        'Raffle prizes and opened items cannot be returned unless they are faulty.',
      ],
    },
    {
      heading: 'Crowdfunding refunds',
      blocks: [
        'If a campaign does not reach its goal within 60 days, every contribution is refunded automatically to the original payment method. You do not need to ask.',
        'Refunds usually appear within 5 to 10 business days, depending on your bank or PayPal.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [`Email ${SUPPORT_EMAIL}, Monday to Friday, 9:00 to 18:00 (UTC+8). We answer within one business day.`],
    },
  ],
};
