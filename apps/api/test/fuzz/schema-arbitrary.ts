import fc from 'fast-check';

/** A schema of the published OpenAPI 3.0 document (zod's `openapi-3.0` output), as far as the fuzz reads it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

export type Resolve = (ref: string) => Schema;

/** Keeps generated strings and arrays small: a fuzz call is about shape, not volume (volume has its own weird values). */
const LONGEST_STRING = 40;
const LONGEST_ARRAY = 3;

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? LONGEST_STRING, min + LONGEST_STRING));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 254));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(pattern)
        .map((s) => (s.length > max ? s.slice(0, max) : s))
        .filter((s) => s.length >= min && pattern.test(s));
    } catch {
      // a pattern fast-check cannot walk: any string of the right length
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  let min = schema.minimum ?? exclusiveMin ?? -1_000_000;
  let max = schema.maximum ?? exclusiveMax ?? 1_000_000;
  if (schema.exclusiveMinimum === true || exclusiveMin !== undefined) min += integer ? 1 : 0.001;
  if (schema.exclusiveMaximum === true || exclusiveMax !== undefined) max -= integer ? 1 : 0.001;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (max < min) max = min;
  if (integer) {
    const step = schema.multipleOf && Number.isInteger(schema.multipleOf) ? schema.multipleOf : 1;
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (schema.multipleOf ? Math.round(n * 100) / 100 : n));
}

/** Values the schema accepts (as far as its keywords say), from fast-check's arbitraries. */
export function validArbitrary(schema: Schema | undefined, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (schema.$ref) return validArbitrary(resolve(schema.$ref), resolve, depth + 1);
  const inner = valueArbitrary(schema, resolve, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }) : inner;
}

function valueArbitrary(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validArbitrary(b, resolve, depth + 1)));
  if (schema.allOf?.length) {
    // zod writes an intersection of objects as allOf: one object with every branch's properties.
    const parts = schema.allOf.map((s) => (s.$ref ? resolve(s.$ref) : s));
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return validArbitrary(merged, resolve, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? LONGEST_ARRAY, minLength + LONGEST_ARRAY));
      return fc.array(validArbitrary(schema.items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties && type === undefined) return fc.jsonValue({ maxDepth: 2 });
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validArbitrary(s, resolve, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArbitrary(schema.additionalProperties, resolve, depth + 1), {
          maxKeys: LONGEST_ARRAY,
        });
      }
      return record;
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Values an outside caller sends to break a server: wrong types, boundaries, huge and odd strings,
 * dates of odd years, injection-looking text.
 */
export const WEIRD_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  '💥🧨',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'NaN',
  '-0',
  '1e309',
  '0020-01-01',
  '0020-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '275760-09-13T00:00:00Z',
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  true,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

function setAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, replace) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: setAt(object[head!], rest, replace) };
}

/**
 * A valid value broken in one place: a value anywhere in it replaced by a weird one, a key dropped
 * or an unknown one added, or the whole of it replaced by arbitrary JSON.
 */
export function invalidArbitrary(schema: Schema | undefined, resolve: Resolve): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validArbitrary(schema, resolve),
      fc.nat(),
      fc.constantFrom('weird', 'weird', 'weird', 'drop', 'unknown-key', 'json'),
      fc.constantFrom(...WEIRD_VALUES),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([value, at, kind, weird, json]) => {
      if (kind === 'json') return json;
      const paths = pathsOf(value);
      const path = paths[at % paths.length]!;
      if (kind === 'drop' && path.length > 0) return dropAt(value, path);
      if (kind === 'unknown-key') {
        const objects = paths.filter((p) => {
          const v = p.reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], value);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        });
        if (objects.length) return setAt(value, objects[at % objects.length]!, (o) => ({ ...(o as object), fuzzUnknownField: weird }));
      }
      return setAt(value, path, () => weird);
    });
}

function dropAt(value: unknown, path: Path): unknown {
  const parent = path.slice(0, -1);
  const key = path[path.length - 1]!;
  return setAt(value, parent, (o) => {
    if (Array.isArray(o)) return o.filter((_, i) => i !== key);
    const copy = { ...(o as Record<string, unknown>) };
    delete copy[key as string];
    return copy;
  });
}
