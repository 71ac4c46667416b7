import { CharacterCardPageSchema, CharacterDetailSchema, FigurineShowSchema, dataOf } from '@pedestal/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stageCharacter } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { compileResponseWriter } from './serializer';

const zodWriter = (schema: unknown) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/test' } as Parameters<typeof zodSerializerCompiler>[0]) as (
    data: unknown,
  ) => string;

/** Adds a field no schema has to every object, to prove the compiled writer never writes it. */
function withSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSecrets);
  if (!value || typeof value !== 'object') return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSecrets(v)])), passwordHash: 'secret' };
}

describe('compiled response writers', () => {
  let t: TestApp;
  const hot = {
    '/api/vote/page-list?page=1': CharacterCardPageSchema,
    '/api/explore/page-list?page=1': CharacterCardPageSchema,
    '/api/figurine/page-list?page=1': CharacterCardPageSchema,
    '/api/crowdfunding/page-list?page=1': CharacterCardPageSchema,
  } as Record<string, unknown>;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.ctx);
    const voting = await stageCharacter(t.ctx, owner.id, { name: 'Writer Vote', genre: 'Manga,Anime' });
    const funding = await stageCharacter(t.ctx, owner.id, { name: 'Writer Fund', crowdfunding: 'active' });
    const selling = await stageCharacter(t.ctx, owner.id, { name: 'Writer Sale', saleInDays: 5 });
    hot[`/api/vote/show/${voting.id}`] = dataOf(CharacterDetailSchema);
    hot[`/api/vote/show/${funding.id}`] = dataOf(CharacterDetailSchema);
    hot[`/api/character/${selling.id}`] = dataOf(CharacterDetailSchema);
    hot[`/api/figurine/show/${selling.id}`] = dataOf(FigurineShowSchema);
  });
  afterAll(() => t.close());

  it('write the hot responses exactly as zod does, and nothing the schema does not name', async () => {
    for (const [path, schema] of Object.entries(hot)) {
      const res = await t.http.get(path);
      expect(res.status, path).toBe(200);
      const fast = compileResponseWriter(schema as never);
      expect(fast, `${path} compiles`).not.toBeNull();
      const tainted = withSecrets(res.body);
      const written = fast!(tainted);
      expect(written, path).toBe(zodWriter(schema)(tainted));
      expect(written).not.toContain('secret');
      expect(JSON.parse(written)).toEqual(res.body);
    }
  });
});
