import { shipsTo, type Address, type AddressInput } from '@pedestal/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { userAddresses } from './schema';

const columns = {
  id: userAddresses.id,
  name: userAddresses.name,
  phone: userAddresses.phone,
  zipCode: userAddresses.zipCode,
  country: userAddresses.country,
  province: userAddresses.province,
  city: userAddresses.city,
  area: userAddresses.area,
  address: userAddresses.address,
  tag: userAddresses.tag,
  isDefault: userAddresses.isDefault,
};

const notFound = () => new AppError('address-not-found');

/** An address in a country the store does not ship to is refused at the form (issue 31), naming the country. */
async function refuseUnserved(ctx: AppContext, tx: DbOrTx, input: AddressInput) {
  if (!shipsTo((await ctx.settings.read(tx)).shipping, input))
    throw AppError.field('country', 'shipping-unserved-country', { country: input.country });
}

/**
 * Serialises one user's address writes: row locks cannot cover the "first address" insert, and the
 * one-default rule spans rows, so parallel calls would otherwise race into the unique index.
 */
const lockUserAddresses = (tx: DbOrTx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user_addresses:${userId}`}, 0))`);

const own = (userId: string, id: string) => and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

/** Another user's address reads as missing, so ids of others cannot be probed. */
export async function getAddressSnapshot(tx: DbOrTx, userId: string, addressId: string): Promise<Address | null> {
  const [row] = await tx.select(columns).from(userAddresses).where(own(userId, addressId));
  return row ?? null;
}

export async function getDefaultAddress(db: DbOrTx, userId: string): Promise<Address | null> {
  const [row] = await db
    .select(columns)
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
  return row ?? null;
}

/** Default first, then newest. */
export function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  return db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), asc(userAddresses.id));
}

/** Clears the current default before the new one is set: the partial unique index checks each row at once. */
async function makeDefault(ctx: AppContext, tx: Tx, userId: string, id: string, now: Date) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, id)));
  await tx.update(userAddresses).set({ isDefault: true, updatedAt: now }).where(own(userId, id));
  await ctx.events.emit(tx, { type: 'DefaultAddressSet', userId });
}

/** After the default went away, the newest remaining address takes its place. */
async function promoteNewest(ctx: AppContext, tx: Tx, userId: string, now: Date) {
  const [next] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1);
  if (next) await makeDefault(ctx, tx, userId, next.id, now);
}

/**
 * The user's first address becomes the default whatever the form said. Issue 41: with a key, a
 * double-tapped Save is one address, the twins answered with its id.
 */
export function createAddress(ctx: AppContext, userId: string, input: AddressInput, idempotencyKey?: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    return idempotent(tx, { userId, scope: 'address.create', key: idempotencyKey, request: input }, now, async () => {
      await refuseUnserved(ctx, tx, input);
      await lockUserAddresses(tx, userId);
      const [existing] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(eq(userAddresses.userId, userId)).limit(1);
      const [row] = await tx
        .insert(userAddresses)
        .values({ ...input, userId, isDefault: false, createdAt: now, updatedAt: now })
        .returning({ id: userAddresses.id });
      if (input.isDefault || !existing) await makeDefault(ctx, tx, userId, row!.id, now);
      return row!.id;
    });
  });
}

/**
 * Turning the default off hands it to the newest other address; a lone address stays the default.
 * With a key, a replay answers the address as the first save left it (issue 41).
 */
export function updateAddress(ctx: AppContext, userId: string, id: string, input: AddressInput, idempotencyKey?: string): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    return idempotent(tx, { userId, scope: 'address.update', key: idempotencyKey, request: { id, input } }, now, async () => {
      await refuseUnserved(ctx, tx, input);
      await lockUserAddresses(tx, userId);
      const before = await getAddressSnapshot(tx, userId, id);
      if (!before) throw notFound();
      const { isDefault, ...fields } = input;
      await tx
        .update(userAddresses)
        .set({ ...fields, updatedAt: now })
        .where(own(userId, id));
      if (isDefault && !before.isDefault) await makeDefault(ctx, tx, userId, id, now);
      if (!isDefault && before.isDefault) {
        const [other] = await tx
          .select({ id: userAddresses.id })
          .from(userAddresses)
          .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id)))
          .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
          .limit(1);
        if (other) await makeDefault(ctx, tx, userId, other.id, now);
      }
      return (await getAddressSnapshot(tx, userId, id))!;
    });
  });
}

export function setDefaultAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUserAddresses(tx, userId);
    if (!(await getAddressSnapshot(tx, userId, id))) throw notFound();
    await makeDefault(ctx, tx, userId, id, now);
  });
}

/** With a key, a double-tapped Delete is answered OK twice, not "not found" the second time (issue 41). */
export function deleteAddress(ctx: AppContext, userId: string, id: string, idempotencyKey?: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await idempotent(tx, { userId, scope: 'address.delete', key: idempotencyKey, request: id }, now, async () => {
      await lockUserAddresses(tx, userId);
      const [gone] = await tx.delete(userAddresses).where(own(userId, id)).returning({ isDefault: userAddresses.isDefault });
      if (!gone) throw notFound();
      if (gone.isDefault) await promoteNewest(ctx, tx, userId, now);
      return true;
    });
  });
}

/** Addresses are personal data: they go with the account (orders keep their own copy). */
export async function deleteUserAddresses(tx: Tx, userId: string) {
  await tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
}
