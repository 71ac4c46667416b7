import { describe, expect, it } from 'vitest';
import en from './locales/en';
import { refusals, type RefusalReason } from '@pedestal/contract/refusals';
import zhCN from './locales/zh-CN';

/** Every leaf key of a nested message object, as a dotted path. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

const leaf = (messages: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('language resources', () => {
  it('English and 简体中文 have the same keys', () => {
    const english = keys(en).sort();
    const chinese = keys(zhCN).sort();
    expect(chinese.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !chinese.includes(k))).toEqual([]);
  });

  it('every text is filled in, with the same placeholders and tags in both languages', () => {
    for (const key of keys(en)) {
      const english = leaf(en, key) as string;
      const chinese = leaf(zhCN, key) as string;
      expect(typeof chinese, key).toBe('string');
      if (english !== '') expect(chinese.trim(), key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  it('writes every count with its unit in natural words (decision 051)', () => {
    // English: a count followed by a countable noun has a singular form beside the plural.
    const nouns =
      /\{\{(count|n)\}\}(<\/b>)? (diamonds|votes|views|likes|shares|units|entries|applications|messages|comments|collections)\b/;
    for (const key of keys(en)) {
      const text = leaf(en, key) as string;
      if (!nouns.test(text)) continue;
      expect(key, text).toMatch(/_(other|ordinal_other)$/);
      expect(keys(en), key).toContain(key.replace(/_other$/, '_one'));
    }
    // 简体中文: diamonds are counted with a measure word (3 颗钻石), never "3 钻石" or "3钻石".
    for (const key of keys(zhCN)) {
      const text = leaf(zhCN, key) as string;
      expect(text, key).not.toMatch(/(\d|\}\})\s*钻石/);
    }
  });

  it("has a text for every refusal a shopper can meet, and none for the console's", () => {
    const stored = Object.keys(zhCN.refusals).map((key) => key.replace(/_(one|other)$/, ''));
    for (const reason of Object.keys(refusals) as RefusalReason[]) {
      expect(stored.includes(reason), reason).toBe(!('console' in refusals[reason]));
    }
  });
});
