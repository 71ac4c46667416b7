import { APP_NAME } from '@/config/env';
import { SUPPORT_EMAIL, type LegalDoc } from './types';

export const termsOfUse: LegalDoc = {
  title: 'Terms of Use',
  summary: `These terms govern your use of ${APP_NAME}, a community store where fans vote characters into existence as figurines, fund their production and buy the finished pieces. By creating an account or using the site you agree to them.`,
  sections: [
    {
      heading: '1. Your account',
      blocks: [
        'You need an account to vote, submit characters, back campaigns, buy figurines and enter raffles. Keep your password private; you are responsible for what happens under your account.',
        'You must be at least 18 years old, or have the consent of a parent or guardian who accepts these terms on your behalf.',
        'You may delete your account at any time from Account Settings. Deletion is permanent and removes your submissions, orders history, profile and uploaded files.',
      ],
    },
    {
      heading: '2. Votes, diamonds and tickets',
      blocks: [
        'Every signed-in member receives 3 vote tickets per day. Unused daily tickets do not accumulate beyond 3.',
        'Diamonds are earned through crowdfunding contributions and community rewards. They can be spent on raffle entries and have no cash value; they cannot be sold, transferred or exchanged for money.',
        'Diamonds earned by backing a campaign stay frozen until the campaign succeeds. If it fails, those diamonds are removed.',
      ],
    },
    {
      heading: '3. Crowdfunding',
      blocks: [
        'Backing a campaign is a pledge to help a figurine go into production, not a purchase of a finished item. Campaigns run for up to 60 days.',
        'If a campaign does not reach its goal in time, every contribution is refunded in full to the original payment method.',
        'Funded campaigns move into production. Production schedules are estimates and may change; we will keep backers informed of delays.',
      ],
    },
    {
      heading: '4. Purchases and payment',
      blocks: [
        'Prices are shown and charged in US dollars. Payments are processed by our card and PayPal providers; we never store your full card details.',
        'An order is confirmed once payment succeeds. Unpaid orders expire after 30 minutes and the reserved stock is released.',
        'Pre-sale prices apply only while the pre-sale window is open.',
      ],
    },
    {
      heading: '5. Raffles',
      blocks: [
        'Raffle entries cost diamonds. The odds and the guaranteed-win rule are published on each raffle page, and every draw can be verified after the fact.',
        'Prizes are shipped to the address you choose after winning. Diamonds spent on entries are not refundable.',
      ],
    },
    {
      heading: '6. Community conduct',
      blocks: [
        'Be respectful. Do not post content that is unlawful, hateful, sexually explicit involving minors, or that infringes the rights of others.',
        'Do not manipulate votes, create multiple accounts to gain extra tickets, or interfere with the operation of the site.',
        'We may remove content or suspend accounts that break these rules.',
      ],
    },
    {
      heading: '7. Intellectual property',
      blocks: [
        'You keep the rights to what you submit, and grant us a licence to display it on the site and in promotion of the campaign.',
        'Before any character goes to crowdfunding we negotiate with its rights holder. No figurine is produced without permission.',
      ],
    },
    {
      heading: '8. Liability and changes',
      blocks: [
        `${APP_NAME} is provided as is. To the extent the law allows, we are not liable for indirect losses arising from use of the site.`,
        'We may update these terms. When the changes are significant we will tell you in the app before they take effect.',
        `Questions about these terms? Write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
