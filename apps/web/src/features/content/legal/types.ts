/** A paragraph is a string; a bulleted list is an array of strings. */
export type LegalBlock = string | string[];

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDoc {
  title: string;
  summary: string;
  sections: LegalSection[];
}

export const SUPPORT_EMAIL = 'support@pedestal.example';
