/**
 * What other instances announce by a committed NOTIFY, heard here: revoked sessions, changed
 * settings, catalogue changes and specs selling out. Apart from app.ts: four channels, one shape.
 */
import type { AppContext } from './context';
import type { Database } from './db/client';
import { SETTINGS_CHANNEL } from './modules/content';
import { CATALOG_CHANNEL } from './platform/shared-reads';
import { STOCK_CHANNEL } from './platform/stock-gate';
import { REVOCATION_CHANNEL } from './platform/viewer-cache';

type Stop = (() => Promise<void>) | undefined;

/** Starts listening (only on a database that can); each returned stop ends one channel. */
export function listenForChanges(ctx: AppContext, database: Database): { sessions: Stop; settings: Stop; catalog: Stop; stock: Stop } {
  return {
    // Other instances revoke sessions too: their committed NOTIFY evicts them here.
    sessions: database.listen?.(REVOCATION_CHANNEL, {
      onNotify: (payload) => ctx.viewers.onNotification(payload),
      onListening: (listening) => ctx.viewers.setListening(listening),
    }),
    // Settings changed by an admin on any instance: the committed NOTIFY drops the kept copy here.
    settings: database.listen?.(SETTINGS_CHANNEL, {
      onNotify: () => ctx.storedSettings.invalidate(),
      onListening: (listening) => ctx.storedSettings.setListening(listening),
    }),
    // A catalogue change on any instance (triggers, migration 0016) drops the shared list answers here.
    catalog: database.listen?.(CATALOG_CHANNEL, {
      onNotify: () => ctx.sharedReads.invalidate(),
      onListening: (listening) => ctx.sharedReads.setListening(listening),
    }),
    // A spec's stock reaching or leaving 0 on any instance (trigger, migration 0025): the drop gate knows it here.
    stock: database.listen?.(STOCK_CHANNEL, {
      onNotify: (payload) => ctx.stockGate.onNotification(payload),
      onListening: (listening) => ctx.stockGate.setListening(listening),
    }),
  };
}
