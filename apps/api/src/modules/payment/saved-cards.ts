import type { SavedCards } from '@pedestal/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { CardNotFoundError, ProviderUnavailableError, type ProviderName, type SavedCardsProvider } from '../../platform/payments/provider';
import { paymentProviders } from './providers';
import { paymentCustomers } from './schema';

/**
 * Saved cards (the Payment Methods page). They live only at the provider: the store keeps the
 * shopper's customer id there (`payment_customers`), reads the cards live and changes them with
 * one provider call each, answered to the shopper at once (decision 020).
 */

/** The provider that takes cards here, when it saves them: Stripe, unless the sandbox takes everything. */
export function cardSaver(ctx: AppContext): SavedCardsProvider | null {
  const providers = paymentProviders(ctx);
  return providers.sandbox ? null : providers.stripe;
}

/** The provider card payments go to, for the page to say why nothing is saved. */
function cardProvider(ctx: AppContext): ProviderName | null {
  const providers = paymentProviders(ctx);
  return providers.sandbox ? 'sandbox' : providers.stripe ? 'stripe' : null;
}

export async function customerOf(db: DbOrTx, userId: string, provider: ProviderName): Promise<string | null> {
  const [row] = await db
    .select({ customerRef: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerRef ?? null;
}

/**
 * The shopper's customer at the provider, created at their first card payment. Parallel first
 * payments send the same idempotency key, so the provider creates one customer and answers it to
 * each; the primary key keeps one row, and everyone reads that row back.
 */
export async function ensureCustomer(ctx: AppContext, saver: SavedCardsProvider, userId: string): Promise<string> {
  const existing = await customerOf(ctx.db, userId, saver.name);
  if (existing) return existing;
  const customerRef = await saver.createCustomer({ userId, idempotencyKey: `customer-${saver.name}-${userId}` });
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId, provider: saver.name, customerRef, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return (await customerOf(ctx.db, userId, saver.name)) ?? customerRef;
}

/** Provider outages are the shopper's to retry (503), never a 500; a card that is not theirs is a 404. */
async function atProvider<T>(ctx: AppContext, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof CardNotFoundError) throw new AppError('saved-card-not-found');
    if (err instanceof ProviderUnavailableError) {
      ctx.log.error({ err: err.cause, action }, 'saved cards: provider call failed');
      throw new AppError('saved-cards-unavailable');
    }
    throw err;
  }
}

export async function listSavedCards(ctx: AppContext, userId: string): Promise<SavedCards> {
  const saver = cardSaver(ctx);
  if (!saver) return { provider: cardProvider(ctx), savesCards: false, cards: [] };
  // No customer yet means no card was ever saved: nothing to ask the provider.
  const customerRef = await customerOf(ctx.db, userId, saver.name);
  if (!customerRef) return { provider: saver.name, savesCards: true, cards: [] };
  const { cards, defaultCardId } = await atProvider(ctx, 'list', () => saver.listCards(customerRef));
  // The default card first, then the provider's order (newest first).
  const listed = cards.map((c) => ({ ...c, isDefault: c.id === defaultCardId }));
  return { provider: saver.name, savesCards: true, cards: [...listed.filter((c) => c.isDefault), ...listed.filter((c) => !c.isDefault)] };
}

/** The shopper's own customer, or why they have no card to change. */
async function ownCustomer(ctx: AppContext, userId: string) {
  const saver = cardSaver(ctx);
  if (!saver) throw new AppError('saved-cards-not-kept');
  const customerRef = await customerOf(ctx.db, userId, saver.name);
  if (!customerRef) throw new AppError('saved-card-not-found');
  return { saver, customerRef };
}

export async function setDefaultSavedCard(ctx: AppContext, userId: string, cardId: string): Promise<void> {
  const { saver, customerRef } = await ownCustomer(ctx, userId);
  await atProvider(ctx, 'set-default', () => saver.setDefaultCard(customerRef, cardId));
}

export async function removeSavedCard(ctx: AppContext, userId: string, cardId: string): Promise<void> {
  const { saver, customerRef } = await ownCustomer(ctx, userId);
  await atProvider(ctx, 'remove', () => saver.removeCard(customerRef, cardId));
}

export const DELETE_CUSTOMER_QUEUE = 'payment.delete-customer';

/**
 * The account is being deleted (in the caller's transaction): the store forgets the shopper's
 * customers and queues their deletion at the provider, which removes every card kept for them.
 * Queued with the deletion, so it happens exactly when the account goes, retried until it does.
 */
export async function forgetPaymentCustomers(ctx: AppContext, tx: Tx, userId: string): Promise<void> {
  const forgotten = await tx
    .delete(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .returning({ provider: paymentCustomers.provider, customerRef: paymentCustomers.customerRef });
  for (const customer of forgotten) await ctx.jobs.enqueue(tx, DELETE_CUSTOMER_QUEUE, customer);
}

export async function deleteProviderCustomer(ctx: AppContext, customer: { provider: ProviderName; customerRef: string }) {
  // Only Stripe keeps customers; its keys stay configured while customers exist, whatever takes cards now.
  const saver = customer.provider === 'stripe' ? paymentProviders(ctx).stripe : null;
  if (!saver) throw new Error(`Payment provider ${customer.provider} is not configured to delete customer ${customer.customerRef}`);
  await saver.deleteCustomer(customer.customerRef);
}
