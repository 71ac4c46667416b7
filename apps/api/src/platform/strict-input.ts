import { globalRegistry, z } from 'zod';

type Def = Record<string, unknown> & { type: string };
type Schema = z.ZodType & { clone: (def: Def) => z.ZodType };

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * A copy of `schema` with `def` changed, keeping its description and other metadata. Not as a zod
 * "child" (which the JSON Schema writer would print as its parent, unchanged): the metadata is copied.
 */
function copy(schema: z.ZodType, def: Def): z.ZodType {
  const copied = (schema as Schema).clone(def);
  const { id: _id, ...meta } = globalRegistry.get(schema) ?? {};
  if (Object.keys(meta).length > 0) globalRegistry.add(copied, meta);
  return copied;
}

/**
 * The input schema of a request body or querystring with every object strict, however deep (decision
 * 064): a field the contract does not have is refused (`unknown-field`), never silently dropped. An
 * object that says what else it takes (`z.looseObject`, a `catchall`) keeps it; only zod's default,
 * stripping the unknown, becomes refusing it. One rule, applied where the API compiles its
 * validators and where the OpenAPI document is written, so what the document says
 * (`additionalProperties: false`) is what the server does.
 */
export function strictInput<T extends z.ZodType>(schema: T): T {
  const known = strictCopies.get(schema);
  if (known) return known as T;
  const strict = strictCopy(schema);
  strictCopies.set(schema, strict);
  return strict as T;
}

function strictCopy(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = (key: string) => strictInput(def[key] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strictInput(v)]));
      return copy(schema, { ...def, shape, catchall: def.catchall ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return copy(schema, { ...def, innerType: inner('innerType') });
    case 'array':
      return copy(schema, { ...def, element: inner('element') });
    case 'record':
      return copy(schema, { ...def, valueType: inner('valueType') });
    case 'union':
      return copy(schema, { ...def, options: (def.options as z.ZodType[]).map(strictInput) });
    case 'tuple':
      return copy(schema, { ...def, items: (def.items as z.ZodType[]).map(strictInput), rest: def.rest ? inner('rest') : def.rest });
    case 'pipe':
      // What the client sends is the pipe's input; its output is the server's own.
      return copy(schema, { ...def, in: inner('in') });
    default:
      // An intersection's sides each see only part of the fields: left as declared (the contract has none).
      return schema;
  }
}
