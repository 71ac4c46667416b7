/**
 * Every operation of the API, top to bottom: who may call it and what it does. The OpenAPI
 * document takes its summary and security from here (api-docs.ts); `test/api-walk.test.ts` calls
 * every published route and fails when one is missing here or answers other than its access says.
 *
 * - `public`: no token is read.
 * - `viewer`: anyone; a signed-in shopper's token adds what is theirs (collected, voted, their own
 *   hidden comment…).
 * - `user`: a signed-in shopper (401 without one).
 * - `admin`: an operator (401 without a token, 403 for a shopper's).
 *
 * Browser pages under /api (the unsubscribe page, provider returns, the sandbox wallet) are hidden
 * from the document and so are not listed.
 */
export type Access = 'public' | 'viewer' | 'user' | 'admin';

export const apiOperations: Record<string, readonly [Access, string]> = {
  'GET /api/health': ['public', 'Report whether this instance is ready (alias of /api/health/ready)'],
  'GET /api/health/live': ['public', 'Report that the process answers (touches nothing)'],
  'GET /api/health/ready': ['public', 'Report whether the database, migrations, job queue and Redis are ready'],
  'GET /api/problems/{reason}': ['public', 'Describe a refusal reason (the `type` of a Problem Details body)'],

  // Sign-in and registration.
  'GET /api/authentication/methods': ['public', 'List the sign-in methods this server offers'],
  'POST /api/authentication/send-email-verification-code': ['public', 'Email a registration code'],
  'POST /api/authentication/register-by-email': ['public', 'Register with an emailed code'],
  'POST /api/authentication/login-by-password': ['public', 'Sign in with a username or email and a password'],
  'POST /api/authentication/send-phone-verification-code': ['public', 'Text a sign-in or registration code'],
  'POST /api/authentication/register-by-phone': ['public', 'Register with a texted code'],
  'POST /api/authentication/login-by-phone': ['public', 'Sign in with a texted code'],
  'POST /api/authentication/login-by-google': ['public', 'Sign in with a Google ID token'],
  'POST /api/authentication/register-by-google': ['public', 'Register with a Google ID token'],
  'PUT /api/authentication/logout': ['user', 'Sign out (revokes this session)'],
  'PUT /api/authentication/change-password': ['user', 'Change the password (revokes the other sessions)'],
  'DELETE /api/authentication/delete-account': ['user', 'Delete the account'],
  'GET /api/auth/google': ['public', 'Start Google sign-in in the browser (redirect)'],
  'GET /api/auth/google/callback': ['public', "Finish Google sign-in (the provider's redirect)"],
  'POST /api/auth/google/exchange': [
    'public',
    "Exchange the callback's one-time code for a session (the browser that started the sign-in)",
  ],
  'POST /api/admin/login/password': ['public', 'Sign in as an operator'],
  'GET /api/admin/auth/state': ['viewer', "The signed-in operator, if the token is an operator's"],
  'POST /api/admin/second-factor/totp/start': ['admin', 'Start setting up an authenticator app (secret and QR code)'],
  'POST /api/admin/second-factor/totp/confirm': ['admin', 'Confirm the authenticator app with a code; answers the recovery codes'],
  'POST /api/admin/second-factor/recovery-codes': ['admin', 'Replace the recovery codes (for a current code)'],
  'POST /api/admin/second-factor/remove': ['admin', 'Remove the second factor (for a current code)'],

  // Account.
  'GET /api/user/check-login': ['viewer', 'Whether the token is a live session'],
  'GET /api/user/state': ['viewer', "The signed-in shopper's balances and settings"],
  'GET /api/user/data-export': ['user', 'Read the state of my latest copy of my data'],
  'POST /api/user/data-export': ['user', 'Ask for a copy of my data (built by a job, emailed as a 24-hour link)'],
  'GET /api/user/data-export/{id}/download': ['public', 'Download a copy of my data with the token its emailed link carries'],
  'GET /api/user/profile': ['user', 'Read the profile'],
  'PUT /api/user/profile': ['user', 'Change the nickname, avatar, bio or language'],
  'POST /api/upload/user/avatar': ['user', 'Upload an avatar image'],
  'PUT /api/voting-member/{id}': ['user', 'Turn the daily voting reminder on or off'],
  'GET /api/notification/preferences': ['user', 'Read the email switches'],
  'PUT /api/notification/preferences': ['user', 'Change the email switches'],
  'GET /api/wallet/history': ['user', 'List diamond and vote ticket movements'],
  'GET /api/message/pageForMine': ['user', 'List in-app messages'],
  'GET /api/message/unread-count': ['user', 'Count unread messages'],
  'PUT /api/message/read-all': ['user', 'Mark every message read'],
  'PUT /api/message/{id}/read': ['user', 'Mark a message read'],

  // Addresses.
  'POST /api/user-address': ['user', 'Add a shipping address'],
  'GET /api/user-address/show/{id}': ['user', 'Read a shipping address'],
  'GET /api/user-address/default': ['user', 'Read the default shipping address'],
  'GET /api/user-address/listForMine': ['user', 'List shipping addresses'],
  'PUT /api/user-address/{id}': ['user', 'Change a shipping address'],
  'DELETE /api/user-address/{id}': ['user', 'Delete a shipping address'],
  'POST /api/user-address/setDefault/{id}': ['user', 'Make a shipping address the default'],

  // Content.
  'GET /api/article/faq': ['public', 'Read the FAQ'],
  'GET /api/system/home-banner': ['public', 'List the home banners'],
  'GET /api/system/figurine-banner': ['public', 'List the figurine banners'],

  // Characters and lists.
  'POST /api/character': ['user', 'Submit a character for review'],
  'GET /api/character/pageForMine': ['user', 'List my submitted characters'],
  'GET /api/character/pageForUserCollection': ['user', 'List my collected characters'],
  'GET /api/character/pageForShoppingCart': ['public', 'List figurines to suggest beside the cart'],
  'GET /api/character/{id}': ['viewer', 'Read a character (its owner also sees it before approval)'],
  'PATCH /api/character/{id}': ['user', 'Edit my pending or rejected character'],
  'DELETE /api/character/{id}': ['user', 'Delete my pending or rejected character'],
  'PUT /api/character/{id}/collect': ['user', 'Collect a character'],
  'PUT /api/character/{id}/uncollect': ['user', 'Uncollect a character'],
  'POST /api/upload/character/illustration': ['user', "Upload a character's illustration"],
  'GET /api/explore/page-list': ['public', 'List characters in every phase'],
  'GET /api/vote/page-list': ['public', 'List characters open for votes'],
  'GET /api/crowdfunding/page-list': ['public', 'List crowdfunding campaigns'],
  'GET /api/figurine/page-list': ['public', 'List figurines for sale'],
  'GET /api/contributor/{id}/pageForVote': ['viewer', "List a character's top voters"],
  'GET /api/contributor/{id}/pageForCrowdfunding': ['viewer', "List a character's top supporters"],

  // Community.
  'GET /api/character/{id}/interaction': ['viewer', "Read a character's likes, shares, collections and comments counts"],
  'PUT /api/character/{id}/like': ['user', 'Like a character'],
  'PUT /api/character/{id}/unlike': ['user', 'Take back a like'],
  'POST /api/character/{id}/share': ['user', 'Count a share of a character'],
  'GET /api/character/{id}/comments': ['viewer', "List a character's comments"],
  'POST /api/character/{id}/comments': ['user', 'Comment on a character, or reply to a comment'],
  'PATCH /api/comment/{id}': ['user', 'Edit my comment (within the edit window)'],
  'DELETE /api/comment/{id}': ['user', 'Delete my comment'],
  'POST /api/comment/{id}/report': ['user', 'Report a comment'],

  // Votes.
  'GET /api/vote/show/{id}': ['viewer', "Read a character's vote"],
  'POST /api/vote/{id}': ['user', 'Cast votes for a character'],

  // Crowdfunding.
  'GET /api/crowdfunding/show/{id}': ['viewer', "Read a character's campaign"],
  'POST /api/crowdfunding-support': ['user', 'Support a campaign (places an unpaid support)'],
  'GET /api/crowdfunding-support/show/{id}': ['user', 'Read my support'],
  'GET /api/order/crowdfunding/list': ['user', 'List my supports'],

  // Shop.
  'GET /api/figurine/show/{id}': ['viewer', "Read a character's figurine and its specs"],
  'POST /api/figurine/buy': ['user', 'Buy figurine specs now (places an unpaid order)'],
  'GET /api/character-sale-order/show/{id}': ['user', 'Read my figurine order'],
  'PUT /api/character-sale-order/{id}': ['user', "Set my order's shipping address"],
  'POST /api/character-sale-order/{id}/cancel': ['user', 'Cancel my unpaid order'],
  'POST /api/character-sale-order/{id}/confirm-receipt': ['user', 'Confirm my order arrived'],
  'POST /api/character-sale-order/{id}/review': ['user', 'Review my received order'],
  'GET /api/order/figurine/list': ['user', 'List my figurine orders'],
  'GET /api/user-shopping-cart/list': ['user', 'List my cart'],
  'PUT /api/user-shopping-cart': ['user', 'Add a spec to my cart or set its quantity'],
  'DELETE /api/user-shopping-cart/{id}': ['user', 'Remove an item from my cart'],
  'POST /api/user-shopping-cart/checkout': ['user', 'Order the chosen cart items (places an unpaid order)'],

  // Raffles.
  'GET /api/raffle/show/{characterSaleSpecId}': ['viewer', "Read a figurine spec's raffle"],
  'POST /api/raffle/consume/{characterSaleSpecId}': ['user', 'Enter a raffle with diamonds'],
  'POST /api/raffle/free-entry/{characterSaleSpecId}': ['user', 'Take my one free entry to a raffle'],
  'GET /api/raffle/player': ['user', 'Read my raffle settings: date of birth, monthly diamond limit, spending'],
  'PUT /api/raffle/player': ['user', 'Attest my date of birth or set my monthly diamond limit'],
  'GET /api/raffle/pageForMine': ['user', 'List my raffle entries'],
  'GET /api/raffle/entry-record/{id}': ['user', 'Read my raffle entry'],
  'GET /api/raffle-entry-record/show/{id}': ['user', 'Read my raffle entry'],
  'PUT /api/raffle-entry-record/{id}': ['user', 'Set the shipping address of my prize'],
  'GET /api/raffle/verify/{id}': ['public', "Recompute a raffle entry's draw from its revealed seed"],
  'GET /api/lottery/{id}': ['viewer', 'Read a lottery drop (with my application when signed in)'],
  'GET /api/lottery/of-spec/{id}': ['viewer', "Read a figurine spec's lottery drop, if it has one"],
  'GET /api/lottery/{id}/draw': ['public', "Read a lottery's draw: the revealed seed and every application in drawn order"],
  'POST /api/lottery/{id}/apply': ['user', 'Apply to a lottery drop (once per account)'],
  'POST /api/lottery/application/{id}/buy': ['user', 'Buy the units held for me by a lottery, within my window'],

  // Payments.
  'POST /api/pay/crowdfunding/create': ['user', 'Start paying a support'],
  'POST /api/pay/figurine/create': ['user', 'Start paying a figurine order'],
  'GET /api/pay/methods': ['public', 'List the payment methods checkout offers'],
  'GET /api/pay/state/{type}/{id}': ['user', "Read the state of my order's payment"],
  'POST /api/pay/paypal/capture': ['user', 'Capture an approved PayPal order'],
  'POST /api/pay/stripe/webhook': ['public', 'Receive a signed Stripe event'],
  'POST /api/pay/paypal/webhook': ['public', 'Receive a signed PayPal event'],
  'POST /api/pay/sandbox/webhook': ['public', 'Receive a signed sandbox event'],
  'GET /api/pay/sandbox/info': ['public', "List the sandbox's test cards"],
  'POST /api/pay/sandbox/confirm': ['public', 'Confirm a sandbox card payment'],
  'POST /api/pay/sandbox/authenticate': ['public', "Answer a sandbox payment's authentication challenge"],
  'GET /api/pay/sandbox/events': ['public', "List the sandbox's latest events"],
  'GET /api/pay/payment-methods': ['user', 'List my saved cards'],
  'POST /api/pay/payment-methods/{id}/default': ['user', 'Make a saved card the default'],
  'DELETE /api/pay/payment-methods/{id}': ['user', 'Remove a saved card'],

  // Operators' console.
  'GET /api/admin/dashboard': ['admin', 'Read the dashboard'],
  'GET /api/admin/audit/list': ['admin', 'List the audit log'],
  'GET /api/admin/system/setting': ['admin', 'Read the platform settings'],
  'PUT /api/admin/system/setting': ['admin', 'Change the platform settings'],
  'POST /api/admin/upload/image': ['admin', 'Upload an image'],
  'GET /api/admin/user/list': ['admin', 'List users'],
  'GET /api/admin/user/show/{id}': ['admin', 'Read a user'],
  'GET /api/admin/user/ledger/{id}': ['admin', "List a user's wallet movements"],
  'POST /api/admin/user/revoke-sessions/{id}': ['admin', 'Sign a user out everywhere'],
  'GET /api/admin/character/list': ['admin', 'List characters'],
  'GET /api/admin/character/show/{id}': ['admin', 'Read a character'],
  'PUT /api/admin/character/{id}': ['admin', "Edit a character's submitted fields"],
  'DELETE /api/admin/character/{id}': ['admin', 'Delete a character'],
  'GET /api/admin/character/approve/{id}': ['admin', 'Approve a pending character (opens its vote)'],
  'GET /api/admin/character/reject/{id}': ['admin', 'Reject a pending character'],
  'PUT /api/admin/vote/{id}': ['admin', "Change a vote's target, status or copyright talks"],
  'GET /api/admin/character/start-crowdfunding/{id}': ['admin', 'Open crowdfunding for a character whose vote succeeded'],
  'GET /api/admin/character/finish-crowdfunding-success/{id}': ['admin', 'Finish an active campaign as a success'],
  'PUT /api/admin/crowdfunding/{id}': ['admin', "Change a campaign's target, images or end"],
  'POST /api/admin/crowdfunding-spec': ['admin', 'Add a support tier'],
  'POST /api/admin/crowdfunding-spec/{id}': ['admin', 'Add a support tier to a character'],
  'GET /api/admin/crowdfunding-spec/{id}': ['admin', "List a character's support tiers"],
  'PUT /api/admin/crowdfunding-spec/{id}': ['admin', 'Change a support tier'],
  'DELETE /api/admin/crowdfunding-spec/{id}': ['admin', 'Delete a support tier'],
  'GET /api/admin/order/crowdfunding': ['admin', 'List supports'],
  'GET /api/admin/character/start-pre-sale/{id}': ['admin', 'Start the pre-sale of a funded character'],
  'PUT /api/admin/sale/{id}': ['admin', "Change a sale's prices, pre-sale, content or images"],
  'POST /api/admin/sale-spec': ['admin', 'Add a figurine spec'],
  'POST /api/admin/sale-spec/{id}': ['admin', 'Add a figurine spec to a character'],
  'GET /api/admin/sale-spec/{id}': ['admin', "List a character's figurine specs"],
  'PUT /api/admin/sale-spec/{id}': ['admin', 'Change a figurine spec'],
  'GET /api/admin/sale-spec/{id}/prices': ['admin', 'List every price a figurine spec or sale has had'],
  'DELETE /api/admin/sale-spec/{id}': ['admin', 'Delete a figurine spec'],
  'GET /api/admin/order/figurine': ['admin', 'List figurine orders'],
  'POST /api/admin/order/figurine/{id}/ship': ['admin', 'Ship a paid order'],
  'POST /api/admin/order/figurine/{id}/refund': ['admin', 'Refund a paid order'],
  'GET /api/admin/comment/list': ['admin', 'List comments (reported first)'],
  'PUT /api/admin/comment/{id}/hide': ['admin', 'Hide a comment'],
  'PUT /api/admin/comment/{id}/restore': ['admin', 'Show a hidden comment again'],
  'DELETE /api/admin/comment/{id}': ['admin', 'Delete a comment'],
  'POST /api/admin/raffle': ['admin', 'Create a raffle'],
  'GET /api/admin/raffle/list': ['admin', 'List raffles'],
  'GET /api/admin/raffle/show/{id}': ['admin', 'Read a raffle'],
  'GET /api/admin/raffle/detail/{id}': ['admin', 'Read a raffle with its specs and entries'],
  'GET /api/admin/raffle/available-specs': ['admin', 'List figurine specs not in a raffle'],
  'PUT /api/admin/raffle/{id}': ['admin', 'Change a raffle'],
  'DELETE /api/admin/raffle/{id}': ['admin', 'Delete a raffle'],
  'PATCH /api/admin/raffle/add-figurine-spec': ['admin', 'Put figurine specs in a raffle'],
  'PATCH /api/admin/raffle/remove-figurine-spec/{specId}': ['admin', 'Take a figurine spec out of its raffle'],
  'POST /api/admin/lottery': ['admin', 'Set up a lottery drop on a figurine spec (its units leave the stock)'],
  'GET /api/admin/lottery/list': ['admin', 'List lottery drops'],
  'GET /api/admin/lottery/{id}': ['admin', 'Read a lottery drop with every application'],
  'POST /api/admin/lottery/{id}/draw': ['admin', "Run a lottery's draw (once, after applications close)"],
  'GET /api/admin/payment/reconciliations': ['admin', 'List payment reconciliation runs'],
  'POST /api/admin/payment/reconcile': ['admin', "Reconcile payments with the providers' records now"],

  // Development only (absent in production).
  'GET /api/dev/mailbox': ['public', "List the dev mailbox's emails and texts"],
};
