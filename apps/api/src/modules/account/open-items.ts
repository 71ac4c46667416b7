import { AccountOpenKind, type AccountOpenItem } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';

/**
 * What the account still has open with the store, from every module's part (issue 41 #3), one item
 * per kind (two modules' pending refunds add up), in the contract's order of kinds.
 */
export async function listOpenItems(ctx: AppContext, db: DbOrTx, userId: string): Promise<AccountOpenItem[]> {
  const counts = new Map<AccountOpenItem['kind'], number>();
  for (const hold of ctx.accountHolds) {
    for (const { kind, count } of await hold(db, userId)) counts.set(kind, (counts.get(kind) ?? 0) + count);
  }
  return AccountOpenKind.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind)! }));
}
