import { APP_NAME } from '@/config/env';
import type { LegalDoc } from './types';

export const submissionRules: LegalDoc = {
  title: 'Submission Rules',
  summary: `Every figurine on ${APP_NAME} starts as a character someone in the community loves. These rules keep submissions fair, legal and fun to vote on.`,
  sections: [
    {
      heading: 'Who can submit',
      blocks: ['Only registered members may submit characters. You must be 18 or older, or have permission from a parent or guardian.'],
    },
    {
      heading: 'What a good submission includes',
      blocks: [
        [
          'The character’s name, gender and genre (Manga, Western, Anime, Doujinshi or others).',
          'A description of at least 20 characters explaining who the character is and why they deserve a figurine.',
          'The creator’s name and a link to the creator’s official website or page.',
          'An illustration that shows the character clearly. Upload artwork you are allowed to share.',
        ],
      ],
    },
    {
      heading: 'What we do not accept',
      blocks: [
        [
          'Original characters of real people, or anything depicting real people without consent.',
          'Sexually explicit content, or any sexualised depiction of minors.',
          'Hateful, violent or discriminatory content.',
          'Duplicates of a character already in voting or crowdfunding.',
          'Artwork copied without permission or with watermarks removed.',
        ],
      ],
    },
    {
      heading: 'Review',
      blocks: [
        'Our team reviews every submission, usually within two business days. While it is pending you can still edit or delete it.',
        'If a submission is rejected we tell you why. You can fix it and submit again.',
      ],
    },
    {
      heading: 'Voting and what happens next',
      blocks: [
        'Approved characters open for voting. Members spend their daily vote tickets to support them.',
        'When a character reaches its vote target, we contact the rights holder to negotiate a licence. Only with their agreement does the character move to crowdfunding.',
        'If the campaign is funded, the figurine goes into production, then pre-sale and sale.',
      ],
    },
    {
      heading: 'Rewards',
      blocks: [
        'If a character you submitted reaches crowdfunding success, you earn 500 diamonds. The top 10 voters of a character also earn diamonds when its vote target is reached.',
      ],
    },
  ],
};
