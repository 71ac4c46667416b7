import { describe, expect, it } from 'vitest';
import { customService } from './custom-service';
import { privacyPolicy } from './privacy-policy';
import { submissionRules } from './submission-rules';
import { termsOfUse } from './terms-of-use';
import type { LegalDoc } from './types';
import { customServiceZhCN, privacyPolicyZhCN, submissionRulesZhCN, termsOfUseZhCN } from './zh-CN';

/** Decision 035: each legal page in both languages, section for section, the Chinese one with no English but names. */
const pairs: [string, LegalDoc, LegalDoc][] = [
  ['terms of use', termsOfUse, termsOfUseZhCN],
  ['privacy policy', privacyPolicy, privacyPolicyZhCN],
  ['submission rules', submissionRules, submissionRulesZhCN],
  ['customer service', customService, customServiceZhCN],
];
const NAMES = new Set(['Pedestal', 'PayPal', 'Cookie', 'IP', 'UTC', 'support', 'pedestal', 'example']);
const text = (doc: LegalDoc) => [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flat()])].join('\n');

describe('legal pages', () => {
  for (const [name, en, zh] of pairs) {
    it(`${name}: the same sections and blocks in 简体中文, with no English but names`, () => {
      expect(zh.sections.map((s) => s.blocks.map((b) => (typeof b === 'string' ? 1 : b.length)))).toEqual(
        en.sections.map((s) => s.blocks.map((b) => (typeof b === 'string' ? 1 : b.length))),
      );
      expect((text(zh).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !NAMES.has(w))).toEqual([]);
      expect(text(en)).not.toMatch(/\p{Script=Han}/u);
    });
  }
});
