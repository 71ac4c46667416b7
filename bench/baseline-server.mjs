// The yardstick: a bare Fastify + pg server answering one indexed 20-row query, nothing else.
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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
