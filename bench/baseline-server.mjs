// The yardsticks: a bare Fastify + pg server, nothing else. GET /list answers one indexed 20-row
// query (the read baseline); POST /write moves one hot row in a transaction (the write baseline).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get('/list', async () => {
  const { rows } = await pool.query(
    `select id, name, illustration, genre, count_view, count_collect, created_at
       from characters where phase = 'vote-active' order by created_at desc, id desc limit 20`,
  );
  return { data: rows };
});
app.post('/write', async () => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query('update bench_counter set n = n + 1 where id = 1 returning n');
    await client.query('commit');
    return { data: { n: Number(rows[0].n) } };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
