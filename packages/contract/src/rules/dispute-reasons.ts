/**
 * A payment provider's dispute reason code in words (decision 051): Stripe's `dispute.reason`
 * (snake_case) and PayPal's `reason` (UPPER_CASE), in English and 简体中文, for the console's
 * Disputes screen and the team's dispute email. A code neither provider documents yet reads as its
 * own words ("some_new_code" → "Some new code"), never as a raw token.
 */
type Words = { en: string; 'zh-CN': string };

const REASONS: Record<string, Words> = {
  // Stripe (https://docs.stripe.com/api/disputes/object#dispute_object-reason)
  bank_cannot_process: { en: 'Bank cannot process', 'zh-CN': '银行无法处理' },
  check_returned: { en: 'Check returned', 'zh-CN': '支票被退回' },
  credit_not_processed: { en: 'Refund not processed', 'zh-CN': '未收到退款' },
  customer_initiated: { en: 'Started by the customer', 'zh-CN': '顾客主动发起' },
  debit_not_authorized: { en: 'Debit not authorised', 'zh-CN': '扣款未经授权' },
  duplicate: { en: 'Duplicate charge', 'zh-CN': '重复扣款' },
  fraudulent: { en: 'Fraudulent (card used without permission)', 'zh-CN': '欺诈（卡被他人盗用）' },
  general: { en: 'General', 'zh-CN': '其他原因' },
  incorrect_account_details: { en: 'Incorrect account details', 'zh-CN': '账户信息有误' },
  insufficient_funds: { en: 'Insufficient funds', 'zh-CN': '余额不足' },
  noncompliant: { en: 'Not compliant with network rules', 'zh-CN': '不符合卡组织规则' },
  product_not_received: { en: 'Product not received', 'zh-CN': '未收到商品' },
  product_unacceptable: { en: 'Product unacceptable', 'zh-CN': '商品不符合要求' },
  subscription_canceled: { en: 'Subscription cancelled', 'zh-CN': '订阅已取消' },
  unrecognized: { en: 'Charge not recognised', 'zh-CN': '不认识这笔扣款' },
  // PayPal (https://developer.paypal.com/docs/api/customer-disputes/v1/ — dispute.reason)
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: { en: 'Product not received', 'zh-CN': '未收到商品' },
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: { en: 'Not as described', 'zh-CN': '商品与描述不符' },
  UNAUTHORISED: { en: 'Unauthorised payment', 'zh-CN': '未经授权的付款' },
  CREDIT_NOT_PROCESSED: { en: 'Refund not processed', 'zh-CN': '未收到退款' },
  DUPLICATE_TRANSACTION: { en: 'Duplicate charge', 'zh-CN': '重复扣款' },
  INCORRECT_AMOUNT: { en: 'Incorrect amount charged', 'zh-CN': '扣款金额有误' },
  PAYMENT_BY_OTHER_MEANS: { en: 'Paid by other means', 'zh-CN': '已通过其他方式付款' },
  CANCELED_RECURRING_BILLING: { en: 'Recurring billing cancelled', 'zh-CN': '定期扣款已取消' },
  PROBLEM_WITH_REMITTANCE: { en: 'Problem with remittance', 'zh-CN': '汇款出现问题' },
  OTHER: { en: 'Other', 'zh-CN': '其他原因' },
};

/** The dispute reason codes with words of their own (tests check both languages for each). */
export const DISPUTE_REASON_CODES = Object.keys(REASONS);

/** The reason in the reader's language; an unknown code as its own words (English), never blank. */
export function disputeReasonText(code: string, language: 'en' | 'zh-CN' = 'en'): string {
  const known = Object.hasOwn(REASONS, code) ? REASONS[code] : undefined;
  if (known) return known[language];
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (!words) return language === 'zh-CN' ? '未说明' : 'Not given';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
