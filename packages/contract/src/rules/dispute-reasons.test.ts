import { describe, expect, it } from 'vitest';
import { DISPUTE_REASON_CODES, disputeReasonText } from './dispute-reasons';

describe('dispute reason codes in words', () => {
  it('reads every Stripe and PayPal code in English and 简体中文, no raw token', () => {
    for (const code of DISPUTE_REASON_CODES) {
      const en = disputeReasonText(code, 'en');
      const zh = disputeReasonText(code, 'zh-CN');
      expect(en, code).not.toMatch(/_/);
      expect(en, code).not.toBe(code);
      expect(en, code).toMatch(/^[A-Z]/);
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(zh, code).not.toMatch(/[A-Za-z_]/);
    }
  });

  it('the codes the providers send', () => {
    expect(disputeReasonText('product_not_received')).toBe('Product not received');
    expect(disputeReasonText('fraudulent', 'zh-CN')).toBe('欺诈（卡被他人盗用）');
    expect(disputeReasonText('MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED')).toBe('Not as described');
    expect(disputeReasonText('UNAUTHORISED', 'zh-CN')).toBe('未经授权的付款');
    expect(disputeReasonText('insufficient_funds', 'zh-CN')).toBe('余额不足');
  });

  it('an unknown code reads as words, an empty one as not given; nothing from the prototype', () => {
    expect(disputeReasonText('some_NEW_code')).toBe('Some new code');
    expect(disputeReasonText('')).toBe('Not given');
    expect(disputeReasonText('', 'zh-CN')).toBe('未说明');
    expect(disputeReasonText('toString')).toBe('Tostring');
    expect(disputeReasonText('__proto__')).toBe('Proto');
  });
});
