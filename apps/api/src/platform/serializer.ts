import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify reads `nullable: true`; zod writes a nullable value as `anyOf [T, null]`,
 * which fast-json-stringify could only serialize by validating each branch per response.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((s) => !(s.type === 'null' && Object.keys(s).length === 1));
    if (nonNull.length === 1 && !nonNull[0]!.anyOf && !nonNull[0]!.oneOf && !nonNull[0]!.$ref) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...nonNull[0], nullable: true };
    }
  }
  return out;
}

/** The response's JSON Schema, from the route's zod schema; null when zod cannot express it (transforms, dates). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return null;
  }
}

/** A compiled writer for a zod response schema, or null when it has no JSON Schema form. */
export function compileResponseWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  const json = responseJsonSchema(schema);
  return json ? (fastJson(json) as (data: unknown) => string) : null;
}

const isZod = (schema: unknown): schema is z.ZodType => !!schema && typeof schema === 'object' && '_zod' in schema;

/**
 * Responses are written by fast-json-stringify, compiled once per route from the same zod schema
 * that documents it (decision 023): a list response costs ~14% less CPU than zod's parse and
 * JSON.stringify. Only the schema's fields are ever written. Outside production every response is
 * still parsed by zod (a response that breaks its schema is a 500) and the two writers must write
 * the same JSON value (an object's optional properties may come after its required ones), so the
 * whole API test suite checks the compiled writers.
 */
export function createSerializerCompiler(options: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodWriter = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = isZod(route.schema) ? compileResponseWriter(route.schema) : null;
    if (!fast) return zodWriter;
    if (!options.checked) return fast;
    return (data) => {
      const expected = zodWriter(data);
      const written = fast(data);
      // fast-json-stringify writes required properties before optional ones; the values must match.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled writer wrote ${written} where zod wrote ${expected}`);
      }
      return written;
    };
  };
}
