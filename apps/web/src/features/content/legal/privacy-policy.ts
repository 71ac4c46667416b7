import { APP_NAME } from '@/config/env';
import { SUPPORT_EMAIL, type LegalDoc } from './types';

export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  summary: `This policy explains what ${APP_NAME} collects about you, why, and the choices you have. We collect only what we need to run the store and the community, and we never sell your personal data.`,
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        [
          'Account details: username, email address, and a securely hashed password.',
          'Profile: nickname, avatar and bio you choose to share.',
          'Activity: votes, collections, character submissions, campaign contributions, orders, raffle entries and your diamond and ticket history.',
          'Shipping addresses you save in your address book.',
          'Technical data: basic request logs (IP address, browser type) kept for security and troubleshooting.',
        ],
      ],
    },
    {
      heading: 'What we do not collect',
      blocks: [
        'Card numbers and PayPal credentials are entered directly with our payment providers. We receive only a payment reference and its status.',
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        [
          'To run your account, count your votes and show your balances.',
          'To process payments, ship orders and refund failed campaigns.',
          'To send the messages you need: verification codes, order updates and campaign results.',
          'To keep the community safe, prevent fraud and enforce our Terms of Use.',
        ],
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'Payment providers (to take and refund payments), shipping carriers (name, phone and address for delivery) and hosting providers that store our data on our behalf. Each receives only what its task requires.',
        'Your nickname and avatar are public next to your submissions and on contributor rankings.',
      ],
    },
    {
      heading: 'Storage on your device',
      blocks: [
        'We keep your sign-in token in your browser’s local storage for up to 7 days so you stay signed in, plus small preferences such as dismissed notices. We do not use advertising or tracking cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep your data while your account is open. Order and payment records are retained for as long as tax and accounting law requires, even after account deletion, in a form no longer linked to your profile.',
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        [
          'Edit your profile at any time from Account Settings.',
          'Turn the daily voting reminder on or off.',
          'Delete your account; your profile, submissions and uploaded files are removed.',
          `Ask for a copy of your data or a correction by writing to ${SUPPORT_EMAIL}.`,
        ],
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: ['When we change this policy we update the date above and, for significant changes, show a notice in the app.'],
    },
  ],
};
