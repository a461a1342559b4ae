import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../../server/config';
import { openSession } from '../../server/modules/sessions/service';
import { getProfile, registerByEmail } from '../../server/test/auth-helpers';
import { createTestApp, type TestApp } from '../../server/test/test-app';

/**
 * Every operation of the api's own OpenAPI document gets malformed JSON, wrong types, NUL and lone surrogates
 * in every string, 100 kB strings and deep nesting, as a guest, as a player, and with another player's ids.
 * Bad input must never be a 5xx.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  auth: 'bearer' | 'operator' | null;
};
type Probe = { label: string; body?: string; contentType?: string; path?: Record<string, string>; query?: Record<string, string> };

const OPERATOR_KEY = 'fuzz-operator-key-of-thirty-two-chars!';
const HUGE = 'x'.repeat(100 * 1024);
const BAD_STRINGS = ['a\u0000b', '\u0000', 'a\uD800b', '\uDC00', HUGE, '', ' ', '%00', "'; DROP TABLE users; --", '../../etc/passwd'];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 2 ** 63, 'text', [], {}, [1, 'a'], { a: { b: 1 } }];
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// Limits that do not get in the way: the fuzz is about input handling, not about the limiter.
const OPEN_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { limit: 1_000_000_000, windowS: 60 }]),
) as RateLimitRules;

let t: TestApp;
let operations: Operation[];
/** What the fuzzer reads of an OpenAPI operation. */
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
};
let playerA: number;
let otherIds: { user: number; session: number };

function typesOf(schema: Schema): string[] {
  const direct = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...direct, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
}

/** A plausible value for a schema; integers named like ids carry the other player's ids. */
function sample(schema: Schema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, name);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, key)]));
    case 'array':
      return schema.items ? [sample(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return /id$/i.test(name) ? otherIds.user : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
      if (schema.format === 'uri' || /origin|url/i.test(name)) return 'http://localhost:3000';
      if (/phone/i.test(name)) return '+77010000000';
      if (/code/i.test(name)) return '123456';
      return 'fuzz-value-0123456789';
    default:
      return null;
  }
}

/** The dotted paths of every leaf (string or other) of a sampled body. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [path];
}

function withLeaf(base: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = { ...(base as Record<string, unknown>) };
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), leaf);
  return copy;
}

function probesOf(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const path = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema ?? {}, p.name))]),
  );
  const query = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema ?? {}, p.name))]),
  );
  const base = operation.body ? sample(operation.body) : undefined;
  const json = (value: unknown) => JSON.stringify(value);
  probes.push({ label: 'plausible', body: base === undefined ? undefined : json(base) });
  for (const parameter of operation.parameters) {
    const bucket = parameter.in === 'path' ? 'path' : 'query';
    for (const bad of [...BAD_STRINGS, '-1', '0', '99999999999999999999', '1e400', 'NaN', String(otherIds.session)]) {
      probes.push({
        label: `${bucket} ${parameter.name}=${bad.slice(0, 12)}`,
        [bucket]: { ...(bucket === 'path' ? path : query), [parameter.name]: bad },
      });
    }
  }
  if (operation.body || operation.method !== 'GET') {
    probes.push({ label: 'malformed json', body: '{"a":' });
    probes.push({ label: 'json null', body: 'null' });
    probes.push({ label: 'json string', body: '"text"' });
    probes.push({ label: 'json array', body: '[1,2]' });
    probes.push({ label: 'deep array', body: deepArray(50_000) });
    probes.push({ label: 'deep object', body: deepObject(20_000) });
    probes.push({ label: 'wrong content type', body: 'a=b', contentType: 'text/plain' });
    probes.push({ label: 'form body', body: 'a=b', contentType: 'application/x-www-form-urlencoded' });
    probes.push({ label: 'NUL key', body: json({ ...(base as object), 'k\u0000': 1 }) });
  }
  for (const leafPath of base === undefined ? [] : leaves(base).filter((p) => p.length > 0)) {
    const name = leafPath.join('.');
    for (const bad of BAD_STRINGS) probes.push({ label: `${name}=${bad.slice(0, 12)}`, body: json(withLeaf(base, leafPath, bad)) });
    for (const wrong of WRONG_TYPES) probes.push({ label: `${name} as ${json(wrong)}`, body: json(withLeaf(base, leafPath, wrong)) });
    probes.push({ label: `${name} nested deep`, body: json(withLeaf(base, leafPath, JSON.parse(deepArray(2_000)))) });
  }
  return probes.map((probe) => ({ path, query, ...probe }));
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes the invalid UTF-8 an attacker can send. */
const encodePart = (value: string) =>
  [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

function urlOf(operation: Operation, probe: Probe): string {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(probe.path?.[name] ?? '1'));
  const search = Object.entries(probe.query ?? {})
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: OPEN_LIMITS, operatorApiKey: OPERATOR_KEY });
  const tokenA = await registerByEmail(t.app, 'fuzz-a@example.com');
  const tokenB = await registerByEmail(t.app, 'fuzz-b@example.com');
  playerA = (await getProfile(t.app, tokenA)).json<{ data: { id: number } }>().data.id;
  const sessionsB = await t.app.inject({ method: 'GET', url: '/auth/sessions', headers: { authorization: `Bearer ${tokenB}` } });
  otherIds = {
    user: (await getProfile(t.app, tokenB)).json<{ data: { id: number } }>().data.id,
    session: sessionsB.json<{ data: { id: number }[] }>().data[0].id,
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      auth: op.security?.some((s) => 'operatorKey' in s) ? 'operator' : op.security?.some((s) => 'bearer' in s) ? 'bearer' : null,
    })),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('fuzzing every operation of /openapi.json', () => {
  it('answers no 5xx to any malformed, oversized, NUL-laden or foreign input', async () => {
    expect(operations.length).toBeGreaterThan(40);
    let requests = 0;
    const failures: string[] = [];
    for (const operation of operations) {
      for (const probe of probesOf(operation)) {
        // As a guest, and with a fresh session of player A (each call may end or rotate its session).
        for (const signedIn of operation.auth ? [false, true] : [false, true]) {
          const headers: Record<string, string> = {};
          if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
          if (signedIn) headers.authorization = `Bearer ${await openSession(t.testDb.db, t.config, playerA)}`;
          if (signedIn && operation.auth === 'operator') headers['x-operator-key'] = OPERATOR_KEY;
          const res = await t.app.inject({ method: operation.method as 'GET', url: urlOf(operation, probe), payload: probe.body, headers });
          requests += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${operation.method} ${operation.path} [${probe.label}] ${signedIn ? 'signed in' : 'guest'}: ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.log(`api fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);
});
