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

/** The same articles in 简体中文 (decision 035), written for a Chinese reader. */
export const FAQ_ZH_CN = [
  {
    title: '投票是怎么进行的？',
    content:
      '<p>每位登录会员<strong>每天获得 3 张投票券</strong>（每天在 UTC+08:00 零点刷新），未使用的投票券不会累积。</p><p>角色达到投票目标后，我们会与作者洽谈版权。</p>',
  },
  {
    title: '角色投票成功后会怎样？',
    content: '<p>我们会与作者洽谈授权。达成协议后，角色进入为期 60 天、“不成功全额退款”的众筹。</p>',
  },
  {
    title: '如果众筹没有达成目标怎么办？',
    content: '<p>没有做出来的手办，不会让任何人买单：如果 60 天内未达成目标，<strong>所有支持者的款项都会全额原路退回</strong>。</p>',
  },
  {
    title: '钻石是什么？',
    content:
      '<p>钻石是一种奖励。支持众筹（$30 得 10 颗，$50 得 20 颗，$100 得 50 颗）、进入贡献者排行前列，以及你投稿的角色进入众筹时，都能获得钻石。钻石可用于参与手办抽奖。</p>',
  },
  {
    title: '抽奖和保底是怎么回事？',
    content: '<p>每次参与消耗 160 颗钻石，中奖概率为 6%。如果在同一个抽奖中参与 79 次仍未中奖，第 80 次必定中奖。中奖后计数重新开始。</p>',
  },
  {
    title: '我的手办什么时候发货？',
    content: '<p>现货手办在 2–3 个工作日内发货；预售手办在生产完成后发货，商品页面上会显示时间安排。运单号可在订单中查看。</p>',
  },
  {
    title: '支持哪些支付方式？',
    content: '<p>信用卡、借记卡和 PayPal。所有价格均以美元计价。</p>',
  },
];
