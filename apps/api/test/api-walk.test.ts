import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../src/api-operations';
import { makeAdmin, makeUser } from './factories';
import { startTestApp, type HttpResult, type TestApp } from './harness';

type Responses = Record<string, unknown>;
interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
  requestBody?: unknown;
  responses: Responses;
}

/** A well-formed id no row has (cuid2), so a route gets past its parameter checks to its own answer. */
const UNKNOWN_ID = 'zq8x2k4m9v1p7r3t5w6y0b1c';
/** Calls that end the session they are made with: each gets a shopper of its own. */
const ENDS_SESSION = new Set(['PUT /api/authentication/logout', 'DELETE /api/authentication/delete-account']);

/**
 * The published OpenAPI document against the running API (decision 028): every route is listed in
 * api-operations.ts, `redocly lint` finds no error, and each route, called without a token, with a
 * shopper's and (for the console) with an operator's, answers as its documented access says, every
 * refusal being Problem Details of a catalogued reason (checked by the test HTTP client) that the
 * document declares.
 */
describe('the API document and every route it publishes', () => {
  let t: TestApp;
  let operations: { key: string; method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    t = await startTestApp();
    const doc = (await t.http.get('/api/docs/json')).body as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  });
  afterAll(() => t?.close());

  it('lists every published operation in api-operations.ts, and nothing else', () => {
    expect(operations.map((o) => o.key).sort()).toEqual(Object.keys(apiOperations).sort());
  });

  it('passes redocly lint with no error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pedestal-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify((await t.http.get('/api/docs/json')).body));
      const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const config = join(import.meta.dirname, '../../../redocly.yaml');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, `--config=${config}`, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers each route as its documented access says, refusing only with reasons it declares', async () => {
    const shopper = await makeUser(t.ctx);
    const operator = await makeAdmin(t.ctx);
    const declares = (responses: Responses, status: number) =>
      String(status) in responses || (status >= 400 && status < 500 && '4XX' in responses) || (status >= 500 && 'default' in responses);

    for (const { key, method, path, operation } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        return parameter?.schema?.enum?.[0] ?? UNKNOWN_ID;
      });
      const body = operation.requestBody ? {} : undefined;
      const call = (token?: string) => t.http.request(method, url, { body, token });
      const security = JSON.stringify(operation.security);
      const check = (res: HttpResult, who: string) => {
        const where = `${key} (${who}) answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 400) expect(declares(operation.responses, res.status), where).toBe(true);
        if (res.status === 401 || res.status === 403 || res.status === 429)
          expect(operation.responses, where).toHaveProperty(String(res.status));
        return where;
      };

      const [access] = apiOperations[key]!;
      const anonymous = await call();
      const where = check(anonymous, 'no token');
      if (access === 'user' || access === 'admin') {
        expect(security, where).toBe('[{"bearer":[]}]');
        // Who calls is checked on arrival, before the body is read: an empty body is still a 401.
        expect(anonymous.status, where).toBe(401);
      } else {
        expect(security, where).toBe(access === 'viewer' ? '[{},{"bearer":[]}]' : '[]');
        expect(anonymous.status, where).not.toBe(401);
      }

      const token = ENDS_SESSION.has(key) ? (await makeUser(t.ctx)).token : shopper.token;
      const signedIn = await call(token);
      const asShopper = check(signedIn, 'shopper');
      if (access === 'admin') expect(signedIn.status, asShopper).toBe(403);
      else expect(signedIn.status, asShopper).not.toBe(401);

      if (access === 'admin' && method === 'GET') check(await call(operator.token), 'operator');
    }
  });
});
