import {
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_MAX_LENGTH,
  COUNT_MAX,
  DAILY_VOTES,
  IMAGE_EXTENSIONS,
  PASSWORD_MIN,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { ErrorCode, messageForStatus } from './errors';
import { PROBLEM_TYPE_PREFIX, reasonNameOfType } from './problem-type';

export { PROBLEM_TYPE_PREFIX, reasonForStatus } from './problem-type';

/**
 * Every reason the API refuses a request for (decision 028): its status, its SPEC §8 code and its
 * English text. A Problem Details body names the reason in `type` (`/api/problems/<reason>`), its
 * text in `detail` and the text's `{{placeholders}}` in `params`; a field error names its reason
 * in `errors[].type`. The contract's zod schemas use reasons as their issue messages, so a form
 * checked in the browser and the same form refused by the server speak of the same reason, and
 * each language says it in its own words (the web's `refusals` texts). Nothing compares English.
 *
 * Reasons marked `console` are only met in the operators' console (English); every other one is a
 * store reason, translated by the web.
 */

import { consoleRefusals } from './console-refusals';
import { entry, invalid, notFound, refused, tooMany, unavailable, type Plural, type Text } from './refusal-kinds';

export const refusals = {
  // SPEC §8's answers by status, for refusals without a reason of their own.
  'invalid-request': invalid(messageForStatus(400)),
  'not-logged-in': entry(401, ErrorCode.unauthorized, messageForStatus(401)),
  'access-denied': entry(403, ErrorCode.forbidden, messageForStatus(403)),
  'not-found': notFound(messageForStatus(404)),
  'client-error': refused(messageForStatus(499)),
  'server-error': entry(500, ErrorCode.serverError, messageForStatus(500)),
  'server-maintenance': unavailable(messageForStatus(503)),
  /** The database is down, restarting or out of connections: the request may succeed in a moment. */
  'store-busy': unavailable('The store is busy right now, please try again in a few seconds'),
  'unknown-error': entry(500, ErrorCode.serverError, messageForStatus(600)),
  /** Never sent: the browser's text when no answer came. */
  'no-response': entry(500, ErrorCode.serverError, messageForStatus(undefined)),

  // HTTP: addresses, bodies, limits, idempotency keys.
  'no-such-endpoint': notFound('No such API endpoint'),
  'page-not-found': notFound('Page not found'),
  'address-invalid': invalid('The address is not valid'),
  'address-too-long': refused('The address is too long', 414),
  /** A known address asked with a method it does not answer (its `Allow` header lists those it does). */
  'method-not-allowed': refused('This address does not answer this method', 405),
  'headers-too-large': refused('The request headers are too large', 431),
  'invalid-json': invalid('Request body is not valid JSON'),
  'invalid-value': invalid('Request contains an invalid value'),
  /** A body or query field the contract does not have (decision 064): refused, never dropped. */
  'unknown-field': invalid('Unknown field: {{field}}'),
  'payload-too-large': refused('File or request body is too large', 413),
  'unsupported-media-type': refused('Unsupported content type', 415),
  'too-many-requests': tooMany('Too many requests, please try again later'),
  'id-format-incorrect': invalid('resource ID format is incorrect'),
  /** A row the request needs or names is gone, or still used by another (a foreign key refused the change). */
  'still-referenced': refused('This is still used by something else, or something it refers to is gone', 409),
  /** The request would make a second of something that must be unique. */
  'already-exists': refused('This already exists', 409),
  'idempotency-key-invalid': invalid('Idempotency-Key must be 8 to 255 printable characters'),
  'idempotency-key-reused': refused('This Idempotency-Key was already used for a different request', 422),
  'idempotency-key-in-flight': refused('The first request with this Idempotency-Key is still running, please retry', 409),

  // Sign-in, registration, codes (SPEC §5).
  'username-required': invalid('username is required'),
  'username-too-long': invalid('username is too long'),
  'password-required': invalid('password is required'),
  'password-too-short': invalid(`password must be at least ${PASSWORD_MIN} characters`),
  'password-too-long': invalid('password is too long'),
  'confirm-password-required': invalid('Please confirm the password'),
  'passwords-dont-match': invalid("Passwords don't match"),
  'email-required': invalid('Please enter your email first'),
  'email-format-incorrect': invalid('email format is incorrect'),
  'email-too-long': invalid('email must be at most 254 characters'),
  'phone-format-incorrect': invalid('phone number format is incorrect'),
  'verification-code-format': invalid(`verification code must be ${VERIFICATION_CODE_LENGTH} digits`),
  'id-token-required': invalid('idToken is required'),
  'email-registered': invalid('This email is already registered'),
  'phone-registered': invalid('This phone number is already registered'),
  'username-taken': invalid('This username is already taken'),
  'username-looks-like-contact': invalid('A username cannot be an email address or a phone number'),
  'account-registered': invalid('This account is already registered'),
  'phone-unknown': invalid('No account uses this phone number'),
  'code-not-requested': invalid('Please request a verification code first'),
  'code-used': invalid('verification code has already been used, please request a new one'),
  'code-expired': invalid('verification code has expired, please request a new one'),
  'code-tries-exhausted': invalid('too many wrong tries, please request a new code'),
  'code-incorrect': invalid('verification code is incorrect'),
  'code-cooldown': tooMany({
    one: 'Please wait {{count}} second before requesting a new code',
    other: 'Please wait {{count}} seconds before requesting a new code',
  }),
  'wrong-credentials': entry(401, ErrorCode.unauthorized, 'Incorrect username or password'),
  'sign-in-locked': tooMany({
    one: 'Too many failed sign-in attempts, please try again in {{count}} minute',
    other: 'Too many failed sign-in attempts, please try again in {{count}} minutes',
  }),
  /** A suspended shopper signing in (or a session of theirs, once suspended, is gone). */
  'account-suspended': entry(403, ErrorCode.forbidden, 'This account is suspended. Contact support if you think this is a mistake'),
  'google-not-configured': unavailable('Google sign-in is not configured on this server'),
  'google-unavailable': unavailable('Google sign-in is unavailable right now, please try again later'),
  'google-token-invalid': invalid('The Google token is invalid or expired'),
  'google-not-linked': notFound('No account is linked to this Google account, please register first'),
  'google-email-linked-elsewhere': refused('This email belongs to an account linked to another Google account'),
  'sign-in-session-expired': refused('The sign-in session has expired, please try again'),
  'no-identity': refused('The identity provider returned no identity'),
  /** The callback (or its code) came to a browser that did not start the sign-in (login CSRF). */
  'sign-in-other-browser': refused('This sign-in was started in another browser, please sign in again here'),
  'google-sign-in-cancelled': refused('Sign-in with Google was cancelled'),
  'google-sign-in-incomplete': refused('Google needs you to sign in or give consent first, please try again'),
  'google-sign-in-failed': refused('Sign-in with Google failed, please try again'),
  'sign-in-code-required': invalid('The sign-in code is missing'),

  // Account.
  'current-password-required': invalid('Current password is required'),
  'current-password-incorrect': invalid('Current password is incorrect'),
  'new-password-required': invalid('New password is required'),
  'new-password-too-short': invalid(`New password must be at least ${PASSWORD_MIN} characters`),
  'new-password-too-long': invalid('New password is too long'),
  'nickname-required': invalid('Nickname is required'),
  'nickname-too-long': invalid('Nickname is too long'),
  'bio-too-long': invalid('Bio is too long'),
  'language-invalid': invalid('language must be en or zh-CN'),
  'avatar-invalid': invalid('avatar is invalid'),
  'avatar-not-uploaded': invalid('The avatar must be an image uploaded here'),
  'reminder-invalid': invalid('reminder must be true or false'),
  'voting-member-not-found': notFound('Voting member not found'),
  'unsubscribe-link-invalid': invalid('This unsubscribe link is not valid'),

  // Uploads.
  'not-an-image': invalid('The file given is not an image'),
  'upload-not-multipart': invalid('Upload the image as multipart form data'),
  'upload-unreadable': invalid('The upload could not be read, please try again'),
  'unsupported-image-type': invalid(`Unsupported file type, please select ${IMAGE_EXTENSIONS.join(', ')} format image`),
  'image-processing-failed': invalid('Error processing file, please try again'),

  // Lists.
  'order-by-invalid': invalid('orderBy must be latest or mostView'),
  'genre-filter-too-long': invalid('search text must be at most 100 characters'),
  'name-filter-too-long': invalid('search text must be at most 255 characters'),
  /** A list filter holding a control character (NUL, line breaks…): never a real genre or name. */
  'genre-filter-invalid': invalid('genre must not contain control characters'),
  'name-filter-invalid': invalid('search text must not contain control characters'),
  'crowdfunding-status-invalid': invalid('status is not a crowdfunding status'),
  'status-invalid': invalid('status is not valid'),

  // Characters (submission form and review).
  'character-not-found': notFound('Character not found'),
  'character-name-required': invalid('Character name is required'),
  'character-name-too-long': invalid('Character name must be at most 255 characters'),
  'gender-required': invalid('Please select a gender'),
  'description-length': invalid('Description must be between 20 and 2000 characters'),
  'creator-name-required': invalid('Creator name is required'),
  'creator-name-too-long': invalid('Creator name must be at most 255 characters'),
  'creator-website-required': invalid('Creator website is required'),
  'creator-website-invalid': invalid('Creator website must be a web address starting with http:// or https://'),
  'creator-website-too-long': invalid('Creator website is too long'),
  'website-invalid': invalid('Official website must be a web address starting with http:// or https://'),
  'website-too-long': invalid('Official website is too long'),
  'illustration-invalid': invalid('The illustration could not be used, please upload it again'),
  'illustration-not-uploaded': invalid('The illustration must be an image uploaded here'),
  'genre-required': invalid('Please add at least one genre'),
  'genre-too-long': invalid('Genre must be at most 400 characters'),
  'note-required': invalid('Please add a note for the review team'),
  'note-too-long': invalid('Note must be at most 2000 characters'),
  'agreement-required': invalid('Please agree to the submission rules and terms of service.'),
  'not-character-owner': entry(403, ErrorCode.forbidden, 'Only the owner can change this character'),
  'character-approved-locked': refused('An approved character can no longer be edited or deleted'),
  /** Decision 063: nothing that holds money or a shopper's place is deleted with its character; the campaign's fail-and-refund or cancel-and-refund is the way out. */
  'character-held-by-supports': refused('This character has paid supports: fail and refund its campaign instead of deleting it', 409),
  'character-held-by-orders': refused('This character has orders: cancel and refund them instead of deleting it', 409),
  'character-held-by-entries': refused('This character has raffle or lottery entries: they must be settled before it can be deleted', 409),
  'account-has-open-items': refused('Your account still has orders, refunds or pledges open: settle them before deleting it', 409),

  // Votes.
  'vote-not-found': notFound('Vote not found'),
  'vote-count-whole': invalid('targetCount must be a whole number'),
  'vote-count-too-small': invalid('Vote at least once'),
  'vote-target-mismatch': invalid('targetId does not match the character voted for'),
  'vote-target-reached': refused('{{name}} has reached its vote target; copyright talks with the creator are under way'),
  'vote-closed': refused('Voting for {{name}} is closed'),
  'vote-limit-reached': refused(`You have no votes left. You'll receive ${DAILY_VOTES} votes each day.`),
  'votes-left-too-few': refused({ one: 'You have only {{count}} vote left today.', other: 'You have only {{count}} votes left today.' }),

  // Community.
  'comment-not-found': notFound('Comment not found'),
  'comment-empty': invalid('Write something before posting'),
  'comment-too-long': invalid(`A comment can be at most ${COMMENT_MAX_LENGTH} characters`),
  'comment-edit-expired': refused(`A comment can only be edited within ${COMMENT_EDIT_WINDOW_MINUTES} minutes of posting`, 409),
  'reply-to-top-level': refused('Replies go to a top-level comment'),
  'own-comment-report': refused('You cannot report your own comment'),
  'commenting-too-fast': tooMany('You are commenting too fast; try again in {{seconds}} s'),

  // Wallet.
  'insufficient-balance': refused('Insufficient balance'),
  'not-enough-diamonds': refused('Not enough diamonds'),

  // Crowdfunding.
  'crowdfunding-not-found': notFound('Crowdfunding not found'),
  'crowdfunding-spec-not-found': notFound('Crowdfunding spec not found'),
  'support-not-found': notFound('Crowdfunding support not found'),
  'campaign-closed': refused('This campaign is no longer accepting support'),
  'support-not-awaiting-payment': refused('This support is no longer awaiting payment'),
  'support-expired': refused('This support has expired; please place a new one'),
  'pledge-required': refused('This campaign charges only when it succeeds: support it with a pledge'),
  'campaign-charges-now': refused('This campaign is paid at once: support it with a payment'),
  'pledge-not-found': notFound('Pledge not found'),
  'pledge-card-not-saved': refused('Your card was not saved; please try again'),
  'pledge-not-fixable': refused('This pledge has nothing to fix'),
  // Decision 066: drafts, their start, and amendments of a running campaign.

  // Shop: figurines, cart, orders.
  'figurine-not-found': notFound('Figurine not found'),
  'sale-spec-not-found': notFound('Figurine spec not found'),
  'cart-item-not-found': notFound('Cart item not found'),
  'order-not-found': notFound('Order not found'),
  'quantity-required': invalid('quantity is required'),
  'quantity-whole': invalid('quantity must be a whole number'),
  'quantity-too-small': invalid('quantity must be at least 1'),
  'quantity-too-large': invalid(`quantity must be at most ${COUNT_MAX}`),
  'checkout-empty': invalid('Please select items to checkout'),
  'out-of-stock': refused('Out of stock: {{title}}'),
  'cart-out-of-stock': refused('Out of stock'),
  'cart-stock-short': refused('Only {{count}} left in stock'),
  'cart-changed': refused('Your cart changed; please check it and try again'),
  /** A drop's admission gate is full (issue 25): the answer carries Retry-After. */
  'drop-busy': tooMany(
    'So many shoppers are buying this figurine right now that we could not take your order; please try again in a moment',
  ),
  /** A spec's limit per account (issue 25): what the shopper holds (orders, raffle wins, cart) counts. */
  'purchase-limit-reached': refused('Limit {{limit}} per customer: you already have {{held}}'),
  'order-not-cancellable': refused('This order can no longer be cancelled: it has shipped'),
  /** Issue 29: a delay notice answered already, or none open on the order. */
  'delay-answer-not-open': refused('There is no delay to answer on this order'),
  /** Issue 29: the withdrawal window of the store's regions is over, or the order was not delivered. */
  'order-not-withdrawable': refused('This order can no longer be withdrawn from'),
  'support-not-cancellable': refused('This support can no longer be cancelled'),
  'ship-month-invalid': invalid('shipMonth must be a month such as 2027-03'),
  'order-not-shipped': refused('This order has not been shipped'),
  'order-not-reviewable': refused('This order cannot be reviewed now'),
  'review-comment-required': invalid('comment is required'),
  'review-comment-too-long': invalid('comment must be at most 500 characters'),
  'order-address-locked': refused('The address can no longer be changed'),
  'order-not-awaiting-payment': refused('This order is no longer awaiting payment'),
  'order-expired': refused('This order has expired; please place a new one'),
  'order-address-missing': refused('Please choose a shipping address'),
  /** Issue 31: the store has no shipping zone for the address's country (or refuses that zone). */
  'shipping-unserved-country': refused('Sorry, we do not ship to {{country}}: please choose an address in a country we ship to', 422),
  'support-address-required': refused('Please add a shipping address: this reward ships to you', 422),
  'order-address-changes-charges': refused('This order is paid: an address with other shipping or tax cannot be chosen now'),

  // Addresses.
  'address-not-found': notFound('Address not found'),
  'full-name-required': invalid('Full Name is required'),
  'full-name-too-long': invalid('Full Name must be at most 60 characters'),
  'full-name-business': invalid('Full Name must not be a business or company name'),
  'address-phone-required': invalid('Phone is required'),
  'address-phone-invalid': invalid('Please enter a valid phone number, with the country code if it is not in the country of the address'),
  'zip-code-required': invalid('Zip Code is required'),
  'zip-code-invalid': invalid('Zip Code must be 3 to 10 letters, digits, spaces or dashes'),
  'country-required': invalid('Country is required'),
  'country-too-long': invalid('Country must be at most 60 characters'),
  'province-required': invalid('Province / State is required'),
  'province-too-long': invalid('Province / State must be at most 60 characters'),
  'city-required': invalid('City is required'),
  'city-too-long': invalid('City must be at most 60 characters'),
  'address-line1-required': invalid('Address Line 1 is required'),
  'address-line1-too-long': invalid('Address Line 1 must be at most 200 characters'),
  'address-line2-too-long': invalid('Address Line 2 must be at most 200 characters'),
  'address-tag-required': invalid('Please choose a tag'),
  'is-default-invalid': invalid('isDefault must be true or false'),

  // Raffles.
  'raffle-not-found': notFound('Raffle not found'),
  'raffle-entry-not-found': notFound('Raffle entry record not found'),
  'raffle-out-of-stock': refused('This figurine is out of stock'),
  'prize-not-won': refused('Only a winning entry can be shipped'),
  'prize-address-set': refused('The address of this prize is already set'),
  'raffle-free-entry-used': refused('You have already used your free entry to this raffle'),
  'raffle-birth-date-required': refused('Tell us your date of birth before a paid entry'),
  'raffle-under-18': refused('Paid raffle entries are for adults (18 and over); the free entry stays open to you', 403),
  'raffle-monthly-limit-reached': refused('This entry would pass your monthly diamond limit of {{limit}}'),
  'raffle-closed-in-region': refused('Raffles are not offered in your region', 403),
  'raffle-region-unknown': refused('Add a shipping address first: raffles are offered by region'),
  'birth-date-invalid': invalid('Enter a real date of birth'),
  'birth-date-set': refused('Your date of birth is already recorded'),
  'monthly-limit-invalid': invalid('The monthly limit must be a whole number of diamonds from 0 to 1000000'),
  'data-export-too-soon': tooMany('Your last copy is still being prepared or was made less than an hour ago'),
  'data-export-link-invalid': refused('This download link is not valid or has expired', 403),

  // Lottery drops (issue 25).
  'lottery-not-found': notFound('Lottery not found'),
  'lottery-not-open': refused('Applications to this lottery are not open'),
  'lottery-already-applied': refused('You have already applied to this lottery'),
  'lottery-quantity-too-large': refused('You may apply for at most {{max}}'),
  'lottery-application-not-found': notFound('Lottery application not found'),
  'lottery-not-won': refused('This application has no units to buy'),
  'lottery-window-closed': refused('Your purchase window has closed'),

  // Payments.
  'payment-not-found': notFound('Payment not found'),
  'payments-not-enabled': notFound('{{provider}} payments are not enabled'),
  'payment-method-unavailable': refused('This payment method is not available'),
  'payment-method-required': invalid('Please select a payment method'),
  'order-type-unknown': invalid('Unknown order type'),
  'order-id-required': invalid('orderId is required'),
  'client-secret-required': invalid('Client secret is required'),
  'approve-invalid': invalid('approve must be true or false'),
  'payment-ref-invalid': invalid('Payment not found'),
  'order-not-payable': refused('This order cannot be paid'),
  'payment-already-succeeded': refused('This payment has already succeeded'),
  'payment-needs-no-authentication': refused('This payment does not need authentication'),
  'payment-already-refunded': refused('This payment is already refunded or being refunded'),
  'payment-not-paid': refused('This payment has not been paid'),
  'webhook-signature-invalid': invalid('Invalid webhook signature'),
  'card-number-required': invalid('Card number is required'),
  'card-number-invalid': invalid('Your card number is invalid.'),
  'card-expiry-required': invalid('Expiry date is required'),
  'card-expiry-invalid': invalid("Your card's expiration date is invalid."),
  'card-expired': invalid('Your card has expired.'),
  'card-cvv-required': invalid('Security code is required'),
  'card-cvv-invalid': invalid("Your card's security code is invalid."),
  'cardholder-name-required': invalid('Cardholder name is required'),
  'cardholder-name-too-long': invalid('Cardholder name is too long'),
  'saved-card-not-found': notFound('Card not found'),
  'saved-card-id-invalid': invalid('Card not found'),
  'saved-cards-not-kept': refused('This store’s payment provider does not save cards'),
  'saved-cards-unavailable': unavailable('Your saved cards cannot be reached right now. Please try again.'),

  // Messages.
  'message-not-found': notFound('Message not found'),
  // Met only in the operators' console (English): console-refusals.ts.
  ...consoleRefusals,
} as const satisfies Record<string, { status: number; code: ErrorCode; text: Text; console?: true }>;

export type RefusalReason = keyof typeof refusals;
type Catalogue = typeof refusals;
/** Reasons a shopper can meet: the web has a text for each in every language. */
export type StoreRefusalReason = { [R in RefusalReason]: Catalogue[R] extends { console: true } ? never : R }[RefusalReason];

type Placeholders<T> = T extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;
type TextPlaceholders<T> = T extends Plural ? Placeholders<T['one']> | Placeholders<T['other']> : Placeholders<T>;
/** The values a reason's text needs (`{{count}}` → `{ count }`); `{}` for a text without any. */
export type RefusalParams<R extends RefusalReason> = { [P in TextPlaceholders<Catalogue[R]['text']>]: string | number };
export type RefusalParamValues = Record<string, string | number>;

/** The `type` of a Problem Details body naming `reason`. */
export const problemType = (reason: RefusalReason) => `${PROBLEM_TYPE_PREFIX}${reason}`;

export const isRefusalReason = (value: unknown): value is RefusalReason => typeof value === 'string' && Object.hasOwn(refusals, value);

/** The reason a Problem Details `type` names, if it is one of the catalogue's. */
export function reasonOfType(type: unknown): RefusalReason | undefined {
  const reason = reasonNameOfType(type);
  return isRefusalReason(reason) ? reason : undefined;
}

const fill = (template: string, params: RefusalParamValues) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));

/** A reason's English text with its values filled in (a `count` of 1 takes the singular). */
export function refusalText(reason: RefusalReason, params: RefusalParamValues = {}): string {
  const text: Text = refusals[reason].text;
  return fill(typeof text === 'string' ? text : params.count === 1 ? text.one : text.other, params);
}

type TextKeys<R extends RefusalReason> = Catalogue[R]['text'] extends Plural ? `${R}_one` | `${R}_other` : R;
/** The store reasons' texts keyed as i18next reads them (`<reason>_one` / `_other` for a plural). */
export type StoreRefusalTexts = { [R in StoreRefusalReason as TextKeys<R>]: string };

/** The English texts of the store reasons, for the web's English resources. */
export const storeRefusalTexts = Object.fromEntries(
  Object.entries(refusals as Record<string, { text: Text; console?: true }>)
    .filter(([, e]) => !e.console)
    .flatMap(([reason, e]) =>
      typeof e.text === 'string'
        ? [[reason, e.text]]
        : [
            [`${reason}_one`, e.text.one],
            [`${reason}_other`, e.text.other],
          ],
    ),
) as StoreRefusalTexts;

/** A reason as a zod issue message (`{ error: reason('username-required') }`), checked against the catalogue. */
export const reason = <R extends RefusalReason>(r: R): R => r;
