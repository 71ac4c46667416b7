/** Help articles seeded on first start; plain, safe HTML. */
export const FAQ = [
  {
    title: 'How does voting work?',
    content:
      '<p>Every signed-in member receives <strong>3 votes a day</strong> (the day turns at midnight UTC+08:00). Unused votes do not pile up.</p><p>When a character reaches its vote target, we open copyright talks with its creator.</p>',
  },
  {
    title: 'What happens after a character wins its vote?',
    content:
      '<p>We negotiate the rights with the creator. When an agreement is reached the character moves to an all-or-nothing crowdfunding campaign that runs for 60 days.</p>',
  },
  {
    title: 'What if a crowdfunding campaign misses its goal?',
    content:
      '<p>Nobody pays for a figure that is never made: if the goal is not reached within 60 days, <strong>every supporter is refunded in full</strong> to the original payment method.</p>',
  },
  {
    title: 'What are diamonds?',
    content:
      '<p>Diamonds are rewards. You earn them by supporting campaigns ($30 gives 10, $50 gives 20, $100 gives 50), by ranking among the top contributors, and when a character you submitted reaches crowdfunding. Spend them on figurine raffles.</p>',
  },
  {
    title: 'How do raffles and the guaranteed win work?',
    content:
      '<p>Each entry costs 160 diamonds and wins with a 6% chance. If you have not won after 79 entries in a raffle, your 80th entry is a guaranteed win. The counter resets when you win.</p>',
  },
  {
    title: 'When will my figurine ship?',
    content:
      '<p>In-stock figurines ship within 2–3 business days. Pre-sale figurines ship when production completes; the product page shows the schedule. You will find the tracking number on your order.</p>',
  },
  {
    title: 'Which payment methods do you accept?',
    content: '<p>Credit and debit cards, and PayPal. All prices are in US dollars.</p>',
  },
];
