import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Seeds `count` approved characters straight into PostgreSQL with set-based SQL (seconds, not
 * minutes): 80% voting, 10% crowdfunding, 10% on sale; plus voters with session tokens and a deep
 * ticket balance so POST vote measures accepted votes.
 */
export async function seedBenchData(url: string, count: number, voters: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, username, email, nickname) values ('benchowner', 'benchowner', 'owner@bench.test', 'Bench Owner')`,
    );
    // The name search's indexes (trigram and one-/two-character gram GIN indexes, the ordered
    // word-start keys that a trigger writes, decision 053) are built after the rows: maintained row
    // by row they made the 1M seed take 20 minutes, built at once 2.
    // Their statistics targets (decision 052) go with them and are set again.
    const { rows: nameIndexes } = await client.query<{ name: string; definition: string; statistics: number }>(
      `select i.indexname as name, i.indexdef as definition, a.attstattarget as statistics
       from pg_indexes i join pg_attribute a on a.attrelid = format('%I', i.indexname)::regclass and a.attnum = 1
       where (i.tablename = 'characters' and i.indexdef ilike '%using gin%') or i.tablename = 'character_name_keys'`,
    );
    for (const index of nameIndexes) await client.query(`drop index "${index.name}"`);
    await client.query(
      `insert into characters (id, user_id, name, gender, description, creator_name, creator_website, genre, note,
         status, phase, count_view, count_collect, approved_at, created_at, updated_at)
       select 'bc' || g, 'benchowner',
         (array['Aurora','Blaze','Cinder','Dawn','Echo','Frost','Gale','Haze','Iris','Jade'])[1 + g % 10] || ' ' || g,
         (array['male','female','other'])[1 + g % 3],
         'A benchmark character with a description long enough to pass validation.',
         'Creator ' || (g % 500), 'https://example.com/c/' || (g % 500),
         (array['Manga','Western','Anime','Doujinshi'])[1 + g % 4], 'bench',
         'approved',
         case when g % 10 = 0 then 'crowdfunding-active' when g % 10 = 1 then 'sale' else 'vote-active' end,
         (g::bigint * 7919) % 50000, (g::bigint * 104729) % 3000, now(), now() - (g || ' seconds')::interval, now()
       from generate_series(1, $1::int) g`,
      [count],
    );
    for (const index of nameIndexes) {
      await client.query(index.definition);
      if (index.statistics >= 0)
        await client.query(`alter index "${index.name}" alter column 1 set statistics ${Number(index.statistics)}`);
    }
    await client.query(
      `insert into votes (id, character_id, status, count_current, count_target, started_at)
       select 'bv' || g, 'bc' || g, case when g % 10 in (0, 1) then 'ended' else 'active' end,
         case when g % 10 in (0, 1) then 1000 else g % 900 end,
         case when g % 10 in (0, 1) then 1000 else 1000000 end, now()
       from generate_series(1, $1::int) g`,
      [count],
    );
    await client.query(
      `insert into crowdfundings (id, character_id, status, current_cents, target_cents, end_at, started_at)
       select 'bf' || g, 'bc' || g, 'active', (g % 900) * 1000, 1000000, now() + interval '30 days', now()
       from generate_series(10, $1::int, 10) g`,
      [count],
    );
    await client.query(
      `insert into sales (id, character_id, status, sale_price_cents, pre_sale_price_cents, sale_count, started_at)
       select 'bs' || g, 'bc' || g, 'active', 5999, 4999, g % 300, now()
       from generate_series(1, $1::int, 10) g`,
      [count],
    );
    // One active spec per sale with a deep stock, so POST figurine/buy measures accepted orders.
    await client.query(
      `insert into sale_specs (id, character_id, title, description, price_cents, pre_sale_price_cents, stock)
       select 'bss' || g, 'bc' || g, 'Standard', 'A 1/7 scale figurine.', 5999, 4999, 1000000000
       from generate_series(1, $1::int, 10) g`,
      [count],
    );
    // Comments for the "Top" order at two sizes: 1,000 top-level comments on bc12341 (the figurine
    // page's character) and 10,000 on bc12343, with reply counts spread 0–49.
    // (A smaller catalogue, such as the drop bench's 10k, has neither character and no such comments.)
    for (const [character, n] of [
      ['bc12341', 1_000],
      ['bc12343', 10_000],
    ] as const) {
      if (Number(character.slice(2)) > count) continue;
      await client.query(
        `insert into comments (id, character_id, user_id, body, reply_count, created_at)
         select 'bcm' || $1 || '-' || g, $1, 'benchowner', 'A benchmark comment number ' || g, (g * 7919) % 50,
           now() - (g || ' seconds')::interval
         from generate_series(1, $2::int) g`,
        [character, n],
      );
    }
    // The write baseline's hot row.
    await client.query(`create table bench_counter (id int primary key, n bigint not null)`);
    await client.query(`insert into bench_counter values (1, 0)`);
    const tokens: string[] = [];
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (let i = 0; i < voters; i++) {
      const token = randomBytes(24).toString('base64url');
      tokens.push(token);
      await client.query(
        `with u as (insert into users (id, username, email, nickname) values ($1, $1, $1 || '@bench.test', 'Voter') returning id)
         , w as (insert into wallet_balances (user_id, vote_tickets, last_vote_grant_day) select id, 1000000, $4 from u)
         , l as (insert into wallet_ledger (id, user_id, currency, delta, reason) select 'bl' || $1, id, 'vote_ticket', 1000000, 'admin_adjustment' from u)
         insert into sessions (id, token_hash, user_id, expires_at) select 'bt' || $1, $2, id, $3 from u`,
        [`benchvoter${i}`, sha256(token), new Date(Date.now() + 86_400_000), today],
      );
    }
    // What autovacuum does within a minute or so of a bulk load (its insert threshold): statistics,
    // and the visibility map that lets the list indexes answer index-only (migration 0011). A
    // database in use has both; a just-seeded one would measure heap fetches no live one makes.
    await client.query('vacuum analyze');
    return { tokens };
  } finally {
    await client.end();
  }
}
