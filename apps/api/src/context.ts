import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DomainEvents } from './domain/events';
import type {
  AccountHoldSource,
  CharacterHoldSource,
  CorrespondenceSource,
  OperatorNamesSource,
  Payables,
  PersonalDataSource,
  PhaseSource,
  SettingsReader,
  SupporterSource,
} from './domain/extension-points';
import type { Clock } from './platform/clock';
import type { JobQueue } from './platform/jobs/queue';
import type { NotifiedValue } from './platform/notified-value';
import type { SharedReads } from './platform/shared-reads';
import type { StockGate } from './platform/stock-gate';
import type { DevMailbox, MessageTransport } from './platform/mail/transport';
import type { TrustedOrigins } from './platform/origins';
import type { Limiters } from './platform/rate-limit/limiters';
import type { Readiness } from './platform/readiness';
import type { FileStorage } from './platform/storage/file-storage';
import type { Viewer, ViewerCache } from './platform/viewer-cache';

/** What every service gets: the database, the clock and the outside-world adapters. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The public lists' reads: their own small pool on PostgreSQL (`Database.listDb`, decision 041). */
  listDb: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mail: MessageTransport;
  sms: MessageTransport;
  /** Present outside production only. */
  mailbox: DevMailbox | null;
  storage: FileStorage;
  jobs: JobQueue;
  /** This instance's own address once it listens (the sandbox delivers its webhooks there). */
  self: { url: string | null };
  /** Where a shopper may be sent back to: the origin they are on when it is trusted (platform/origins.ts). */
  origins: TrustedOrigins;
  /** Shared counters (rate limits, sign-in throttle): PostgreSQL by default, Redis with REDIS_URL. */
  limiters: Limiters;
  /** Whether this instance can serve: database, migrations, job queue, Redis (GET /api/health/ready). */
  readiness: Readiness;
  /** Token → viewer for a few seconds; revocations evict it on every instance (platform/viewer-cache.ts). */
  viewers: ViewerCache;
  /** The stored platform settings (key → value), kept until a change is announced (modules/content). */
  storedSettings: NotifiedValue<Record<string, unknown>>;
  /** Identical public list answers for a second, dropped when the catalogue changes (platform/shared-reads.ts). */
  sharedReads: SharedReads;
  /** Counted views queued in memory and written in batches, never on a read's path (modules/character/counted-views.ts). */
  countedViews: ViewCounter;
  /** Specs known sold out and the admission gate per spec of a drop (platform/stock-gate.ts, decision 041). */
  stockGate: StockGate;
  /** Domain events: commands emit in their transaction, the subscribers of the module definitions react there. */
  events: DomainEvents;
  /** The order types payments can pay, each with its owner's implementation (from the module definitions). */
  payables: Payables;
  /** Every stage's part of a character's phase (vote, crowdfunding, sale), in module-list.ts's order. */
  phaseSources: readonly PhaseSource[];
  /** What may hold a character against deletion (crowdfunding, shop, raffle, drop; decision 063). */
  characterHolds: readonly CharacterHoldSource[];
  /** What an account still has open (shop, crowdfunding; issue 41 #3): an account with any is not deleted. */
  accountHolds: readonly AccountHoldSource[];
  /** Who voted for or backed a character (vote, crowdfunding): a lottery drop may weigh them more. */
  supporterSources: readonly SupporterSource[];
  /** Every module's part of a shopper's data export (decision 039), in module-list.ts's order. */
  personalData: readonly PersonalDataSource[];
  /** The notices a shopper was sent about one thing (the message module): a dispute's evidence quotes them. */
  correspondence: CorrespondenceSource;
  /** Operators' names by id (the auth module): console answers name people. */
  operatorNames: OperatorNamesSource;
  /** The platform settings (kept by the content module, read by every other). */
  settings: SettingsReader;
}

/** Counted views off the request path (the character module's `CountedViews`, decision 045). */
export interface ViewCounter {
  /** Counts a view (once per character, viewer and business day); never waits. */
  count(characterId: string, viewerKey: string, day: string, at: string): void;
  /** Runs a read of a character's counts with no flush of this instance committing during it; `since` marks it. */
  read<T>(characterId: string, load: () => Promise<T>): Promise<{ value: T; since: number }>;
  /** This instance's counted views of the character that a read marked `since` does not hold. */
  notInRead(characterId: string, since: number): number;
  /** Writes every queued view now. */
  flush(): Promise<void>;
}

/** Who is calling: a signed-in shopper, an admin, or nobody (null). */
export type { Viewer };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
