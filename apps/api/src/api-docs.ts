import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ErrorCode,
  IMAGE_MIME_TYPES,
  isRefusalReason,
  messageForStatus,
  problemType,
  refusals,
  refusalText,
  type RefusalReason,
  dataOf,
  UPLOAD_LIMIT_BYTES,
} from '@pedestal/contract';
import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiOperations, type Access } from './api-operations';
import type { App } from './app-types';
import { strictInput } from './platform/strict-input';
import { AppError } from './platform/errors';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Json };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers a route gives beyond what its access implies (api-docs.ts declares them): a browser
     * sign-in's redirect (302), a wrong password's 401 on a public route, a bad link token's 403.
     */
    answers?: Partial<Record<302 | 401 | 403, string>>;
  }
}

const problemBody = (description: string, extra: Json = {}) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
  ...extra,
});

/** Problem Details (RFC 9457) as the API answers every refusal; `type` is one of the catalogue's. */
const components = {
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description: "A session token: `meta.token` of a shopper's sign-in, or of an operator's for `/api/admin/…`.",
    },
  },
  schemas: {
    FieldProblem: {
      type: 'object',
      required: ['path', 'message', 'type'],
      properties: {
        path: { type: 'string', description: 'The field, dotted (`items.0.quantity`)' },
        message: { type: 'string', description: "The reason's English text" },
        type: { type: 'string', format: 'uri-reference', description: 'The reason, as in `type` of the body' },
        params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
      },
    },
    ProblemDetails: {
      type: 'object',
      required: ['type', 'status', 'code', 'title', 'detail'],
      properties: {
        type: {
          type: 'string',
          format: 'uri-reference',
          description:
            'The reason of the refusal: `/api/problems/<reason>` (GET it for its status, code and text). Clients translate by it, never by `detail`.',
          enum: Object.keys(refusals).map((r) => problemType(r as RefusalReason)),
        },
        status: { type: 'integer', description: 'The HTTP status' },
        code: { type: 'string', enum: Object.values(ErrorCode), description: 'SPEC §8 error code (a category)' },
        title: { type: 'string', description: "SPEC §8's text for the status" },
        detail: { type: 'string', description: "The reason's English text" },
        params: {
          type: 'object',
          description: "The values the reason's text names (`{{count}}` → `count`)",
          additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        },
        errors: { type: 'array', items: { $ref: '#/components/schemas/FieldProblem' } },
      },
    },
  },
  responses: {
    BadRequest: problemBody(
      'The request is malformed or a value is refused; `errors` names the fields. A body field or query parameter the operation does not list is refused (`unknown-field`)',
    ),
    Unauthorized: problemBody('No live session token (`not-logged-in`)'),
    Forbidden: problemBody('The token is not an operator’s (`access-denied`)'),
    NotFound: problemBody('No such object, or not yours (another user’s object is a 404)'),
    TooManyRequests: problemBody('Too many calls from this address; retry after `Retry-After` seconds', {
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    }),
    Refused: problemBody('Another refusal by the rules (out of stock, no votes left, closed campaign…): `type` names it'),
    ServerError: problemBody('A server error (500), or a service that is not configured or not reachable (503)'),
  },
};

const SECURITY: Record<Access, Json[]> = {
  public: [],
  viewer: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const ref = (name: keyof typeof components.responses) => ({ $ref: `#/components/responses/${name}` });

/** The refusals an operation can answer, from what it is: its access, path parameters and rate limit. */
function errorResponses(access: Access, hasPathParams: boolean, rateLimited: boolean) {
  return {
    400: ref('BadRequest'),
    ...(access === 'user' || access === 'admin' ? { 401: ref('Unauthorized') } : {}),
    ...(access === 'admin' ? { 403: ref('Forbidden') } : {}),
    ...(hasPathParams ? { 404: ref('NotFound') } : {}),
    ...(rateLimited ? { 429: ref('TooManyRequests') } : {}),
    '4XX': ref('Refused'),
    default: ref('ServerError'),
  };
}

/** `POST /api/vote/{id}` → `postVoteById`: unique, as method and path are. */
const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith('{') ? `By-${segment.slice(1, -1)}` : segment))
    .join('-')
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`; a nullable union (a shipping zone's rate: one of
 * three rate shapes, or null) is written with its first branch nullable, which means the same (and
 * keeps a `oneOf`'s branches exclusive).
 */
function nullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable;
    if (branches[0]) branches[0].nullable = true;
  }
  // OpenAPI 3.0.3: `nullable` does not add null to an `enum`; the values must list it themselves.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(nullableUnions);
}

/** A route's own answers (`config.answers`) as the document's responses: a redirect, or a refusal's Problem. */
const ownAnswers = (answers: NonNullable<FastifyContextConfig['answers']>) =>
  Object.fromEntries(
    Object.entries(answers).map(([status, description]) => [
      status,
      status === '302'
        ? { description, headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next' } } }
        : problemBody(description),
    ]),
  );

/**
 * An upload's body (its route reads the one file itself, `readUploadedFile`): multipart with one
 * image field `file`, of the image types, at most the upload limit.
 */
const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        additionalProperties: false,
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            maxLength: UPLOAD_LIMIT_BYTES,
            description: `The image (${IMAGE_MIME_TYPES.join(', ')}), at most ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
          },
        },
      },
      encoding: { file: { contentType: IMAGE_MIME_TYPES.join(', ') } },
    },
  },
};

/** Each operation's summary, security and refusals, from the one list of operations (api-operations.ts). */
function describeOperations(doc: Json, rateLimited: Set<string>, uploads: Set<string>, answers: Map<string, Json>) {
  nullableUnions(doc.paths);
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path}`;
      operation.operationId = operationId(method, path);
      if (uploads.has(key) && !operation.requestBody) operation.requestBody = uploadBody;
      const known = apiOperations[key];
      // An operation missing from the list stays bare; test/api-walk.test.ts names it.
      if (!known) continue;
      const [access, summary] = known;
      operation.summary = summary;
      operation.security = SECURITY[access];
      operation.responses = {
        ...operation.responses,
        ...errorResponses(access, path.includes('{'), rateLimited.has(key)),
        ...answers.get(key),
      };
    }
  }
  return doc;
}

const strictParts = (schema: Json) =>
  Object.fromEntries(
    (['body', 'querystring'] as const).filter((part) => schema[part]).map((part) => [part, strictInput(schema[part] as z.ZodType)]),
  );

const ProblemTypeSchema = z.object({
  type: z.string(),
  reason: z.string(),
  status: z.number(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
});

/**
 * The OpenAPI document at /api/docs (JSON at /api/docs/json; in production only for an admin unless
 * API_DOCS_PUBLIC), and the problem types its refusals
 * name: GET /api/problems/{reason} answers a reason's status, code and English text.
 */
export async function registerApiDocs(app: App, appName: string, docsPublic: boolean) {
  const rateLimited = new Set<string>();
  const uploads = new Set<string>();
  const answers = new Map<string, Json>();
  app.addHook('onRoute', (route) => {
    const upload = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
    for (const method of [route.method].flat()) {
      if (route.config?.rateLimit) rateLimited.add(`${method} ${openApiPath(route.url)}`);
      if (upload) uploads.add(`${method} ${openApiPath(route.url)}`);
      if (route.config?.answers) answers.set(`${method} ${openApiPath(route.url)}`, ownAnswers(route.config.answers));
    }
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description: 'Every refusal is Problem Details (RFC 9457) whose `type` names its reason; see GET /api/problems/{reason}.',
      },
      servers: [{ url: '/' }],
      components: components as never,
    },
    // The document's bodies and querystrings are the strict ones the server validates (decision 064).
    transform: (route) =>
      jsonSchemaTransform(route.schema ? { ...route, schema: { ...route.schema, ...strictParts(route.schema as Json) } } : route),
    transformObject: (documents) =>
      describeOperations(('openapiObject' in documents ? documents.openapiObject : {}) as Json, rateLimited, uploads, answers),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Off by default in production (API_DOCS_PUBLIC, decision 030): then only a signed-in admin's
    // bearer token reads them (the console's API link), and anyone else meets a 404 as for no route.
    uiHooks: {
      onRequest: async (request) => {
        if (!docsPublic && request.viewer?.kind !== 'admin') throw new AppError('no-such-endpoint');
      },
    },
  });

  app.get(
    '/api/problems/:reason',
    { schema: { tags: ['problems'], params: z.object({ reason: z.string().max(100) }), response: { 200: dataOf(ProblemTypeSchema) } } },
    async (request) => {
      const { reason } = request.params;
      if (!isRefusalReason(reason)) throw new AppError('not-found');
      const { status, code } = refusals[reason];
      return { data: { type: problemType(reason), reason, status, code, title: messageForStatus(status), detail: refusalText(reason) } };
    },
  );
}
