import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterInput, makeAdmin, makeUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { auditLogs } from '../modules/audit/schema';
import { characters } from '../modules/character/schema';
import { messages } from '../modules/message/schema';
import { votes } from '../modules/vote/schema';
import { DOMAIN_EVENT_TYPES, type DomainEvent } from './events';

const DOC = fileURLToPath(new URL('../../../../docs/ARCHITECTURE.md', import.meta.url));
const START = '<!-- events:start -->';
const END = '<!-- events:end -->';

/** The event → subscribers table of docs/ARCHITECTURE.md, as the built app has it. */
function eventTable(table: Map<string, string[]>) {
  const rows = DOMAIN_EVENT_TYPES.map((type) => `| \`${type}\` | ${(table.get(type) ?? []).join(', ') || '—'} |`);
  return ['| event | subscribers, in the order they run |', '|---|---|', ...rows].join('\n');
}

describe('domain events', () => {
  let t: TestApp;
  const seen: DomainEvent[] = [];
  let failOn: string | null = null;
  beforeAll(async () => {
    t = await startTestApp({
      // A subscriber added from outside: no emitting module knows of it.
      subscriptions: () => [
        {
          subscriber: 'observer',
          on: {
            CharacterApproved: async (_tx, e) => {
              seen.push(e);
              if (failOn === e.character.id) throw new Error('observer refused');
            },
          },
        },
      ],
    });
  });
  afterAll(() => t.close());

  it('lists every event with its subscribers, as docs/ARCHITECTURE.md does', () => {
    const table = t.ctx.events.table();
    const built = new Map([...table].map(([type, subscribers]) => [type, subscribers.filter((s) => s !== 'observer')]));
    for (const type of built.keys()) expect(DOMAIN_EVENT_TYPES as readonly string[]).toContain(type);
    const doc = readFileSync(DOC, 'utf8');
    const a = doc.indexOf(START);
    const b = doc.indexOf(END);
    const expected = `${START}\n${eventTable(built)}\n${END}`;
    if (process.env.UPDATE_DOCS) writeFileSync(DOC, `${doc.slice(0, a)}${expected}${doc.slice(b + END.length)}`);
    else expect(doc.slice(a, b + END.length), 'run with UPDATE_DOCS=1 to rewrite the table').toBe(expected);
    // Emitters never react to themselves: messages, emails and audit rows are subscribers.
    expect(table.get('OrderPaid')).toEqual(['notification', 'message']);
    expect(table.get('CharacterApproved')).toEqual(['message', 'vote', 'audit', 'observer']);
  });

  it('names one event per fact: an order event tells its kind, no twin differs only by Order/Support (issue 39)', () => {
    const fact = (type: string) => type.replace(/^(Order|Support)/, '');
    expect(new Set(DOMAIN_EVENT_TYPES.map(fact)).size).toBe(DOMAIN_EVENT_TYPES.length);
    for (const twin of ['SupportPaid', 'SupportRefunded', 'SupportCancelled', 'ShipmentDelayed', 'CampaignDelayed'])
      expect(DOMAIN_EVENT_TYPES as readonly string[]).not.toContain(twin);
    const table = t.ctx.events.table();
    // One handler per event reacts to both kinds: a purchase's and a reward's notices, emails and audit rows.
    expect(table.get('OrderPaid')).toEqual(['notification', 'message']);
    expect(table.get('OrderRefunded')).toEqual(['notification', 'message']);
    expect(table.get('OrderCancelled')).toEqual(['notification', 'message']);
    expect(table.get('OrderDelayed')).toEqual(['notification', 'message', 'audit']);
  });

  it('runs every subscriber in the transaction of the change: one failing rolls the whole change back', async () => {
    const admin = await makeAdmin(t.ctx);
    const owner = await makeUser(t.ctx);
    const submit = async (name: string) =>
      (await t.http.post('/api/character', characterInput({ name }), owner.token)).body.data.id as string;
    const sideEffects = async (id: string) => ({
      status: (await t.ctx.db.select({ s: characters.status }).from(characters).where(eq(characters.id, id)))[0]!.s,
      votes: (await t.ctx.db.select().from(votes).where(eq(votes.characterId, id))).length,
      audit: (await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id))).length,
      messages: (await t.ctx.db.select().from(messages).where(eq(messages.userId, owner.id))).length,
    });

    const refused = await submit('Refused By Observer');
    failOn = refused;
    expect((await t.http.get(`/api/admin/character/approve/${refused}`, admin.token)).status).toBe(500);
    expect(await sideEffects(refused)).toEqual({ status: 'pending', votes: 0, audit: 0, messages: 0 });

    failOn = null;
    const approved = await submit('Approved With Observer');
    expect((await t.http.get(`/api/admin/character/approve/${approved}`, admin.token)).status).toBe(200);
    expect(await sideEffects(approved)).toEqual({ status: 'approved', votes: 1, audit: 1, messages: 1 });
    expect(seen.map((e) => e.type === 'CharacterApproved' && e.character.name)).toEqual(['Refused By Observer', 'Approved With Observer']);
  });

  it('takes no subscription once the app is built', () => {
    expect(() => t.ctx.events.subscribe({ subscriber: 'late', on: {} })).toThrow(/while the app is built/);
  });
});
