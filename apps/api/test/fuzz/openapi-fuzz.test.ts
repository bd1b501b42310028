import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../fixtures/images.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';
import { type JsonSchema, valuesFor } from './json-schema-arbitrary.ts';

/**
 * Requests generated from the OpenAPI document: every operation, with path, query and body
 * values drawn from its schemas and from hostile strings (control characters, NUL, huge
 * numbers, `0x10`, bidi marks), as a visitor, a member, an administrator or with a forged token.
 * The server must never answer 5xx, and every refusal must be the contract's envelope.
 * `FUZZ_REQUESTS` raises the count (CI: 5,000).
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_000);
/**
 * 5,000 requests take 16–17 s alone; CI runs this suite on PGlite beside the browser journeys
 * (decision 024), where the same work took over 30 s. A bound, not a speed check.
 */
const FUZZ_TIMEOUT_MS = 180_000;

type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  jsonBody: JsonSchema | null;
  multipart: boolean;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

function operationsOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST' && upper !== 'PUT' && upper !== 'DELETE') continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            schema: parameter.schema ?? {},
            required: parameter.required === true,
          })),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
        multipart: operation.requestBody?.content?.['multipart/form-data'] !== undefined,
      });
    }
  }
  return operations;
}

/** Strings a careless parser trips on. */
const hostileString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202e운영팀',
  '댕냥\u200b운영팀',
  '0x10',
  '1e1',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{}',
  '강아지',
  '털',
  '\ud800',
  'x'.repeat(3_000),
);

const anyText = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/**
 * Path segments as they travel: percent-encoded text (lone surrogates become U+FFFD, as in any
 * UTF-8 encoder), and raw sequences no encoder makes.
 */
const pathSegment = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  {
    weight: 2,
    arbitrary: anyText.map((text) =>
      encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%zz', '%00', '%C0%AF', '..%2F', '%') },
);

type Caller = 'visitor' | 'member' | 'admin' | 'forged';

type FuzzRequest = {
  operation: Operation;
  pathValues: string[];
  query: Array<[string, string]>;
  body: unknown;
  fields: Array<[string, string]>;
  withImage: boolean;
  caller: Caller;
};

function requestFor(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc.record({
      operation: fc.constant(operation),
      pathValues: fc.tuple(...operation.pathParams.map(() => pathSegment)),
      query: fc.tuple(
        ...operation.query.map((parameter) =>
          fc
            .option(fc.oneof(valuesFor(parameter.schema).map(String), anyText), {
              nil: undefined,
              freq: parameter.required ? 10 : 3,
            })
            .map((value): [string, string] | null =>
              value === undefined ? null : [parameter.name, value],
            ),
        ),
      ),
      body: operation.jsonBody
        ? fc.oneof(
            { weight: 3, arbitrary: valuesFor(operation.jsonBody) },
            { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
          )
        : fc.constant(undefined),
      fields: operation.multipart
        ? fc.array(
            fc.tuple(
              fc.constantFrom('title', 'content', 'categoryId', 'name', 'price', 'id', 'x'),
              anyText,
            ),
            { maxLength: 6 },
          )
        : fc.constant([]),
      withImage: fc.boolean(),
      caller: fc.constantFrom<Caller>('visitor', 'member', 'member', 'admin', 'forged'),
    }),
  ) as fc.Arbitrary<FuzzRequest>;
}

function urlOf(request: FuzzRequest): string {
  let index = 0;
  const path = request.operation.path.replace(/\{\w+\}/g, () => request.pathValues[index++] ?? '');
  const query = new URLSearchParams(
    request.query.filter((entry): entry is [string, string] => entry !== null),
  ).toString();
  return query ? `${path}?${query}` : path;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let testApp: TestApp;
  let operations: Operation[];
  const tokens: Record<Exclude<Caller, 'visitor'>, string> = {
    member: '',
    admin: '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged',
  };

  /** Withdrawal and logout end the member's tokens: the next request gets a new member. */
  async function freshMember() {
    tokens.member = (await createUser(testApp.app)).token;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ SEED_SAMPLE_DATA: 'false' });
    const app = testApp.app;
    await freshMember();
    tokens.admin = (await createUser(app, { role: 'ROLE_ADMIN', name: '퍼즈관리자' })).token;
    operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  });
  afterAll(() => testApp.close());

  it('finds the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((operation) => operation.jsonBody)).toBe(true);
  });

  it(
    `answers ${REQUESTS} generated requests without a 5xx, every refusal in the envelope`,
    async () => {
      const statuses = new Map<number, number>();
      const image = await pngImage(8, 8);
      await fc.assert(
        fc.asyncProperty(requestFor(operations), async (request) => {
          const headers: Record<string, string> = {};
          if (request.caller !== 'visitor')
            headers.authorization = `Bearer ${tokens[request.caller]}`;
          let payload: string | Buffer | undefined;
          if (request.operation.multipart) {
            const form = await multipartBody(
              Object.fromEntries(request.fields),
              request.withImage ? [{ bytes: image, filename: 'a.png', type: 'image/png' }] : [],
              request.operation.path.endsWith('/image') ? 'file' : 'files',
            );
            payload = form.payload;
            Object.assign(headers, form.headers);
          } else if (request.body !== undefined) {
            payload = JSON.stringify(request.body);
            headers['content-type'] = 'application/json';
          }
          const response = await testApp.app.inject({
            method: request.operation.method,
            url: urlOf(request),
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const label = `${request.operation.method} ${urlOf(request).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], label).toMatch(/^application\/json/);
            const body = response.json() as { code: unknown; message: unknown; body: unknown };
            expect(body.code, label).toBe(response.statusCode);
            expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
          }
          const member = request.caller === 'member' && response.statusCode === 200;
          if (
            member &&
            request.operation.method !== 'GET' &&
            (request.operation.path === '/api/mypage/user' ||
              request.operation.path === '/api/auth/logout')
          ) {
            await freshMember();
          }
        }),
        { numRuns: REQUESTS, endOnFailure: true },
      );
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.info(
        `fuzz: ${REQUESTS} requests over ${operations.length} operations: ${counts.join(', ')}`,
      );
      // Not only refusals: the generated requests reach the handlers and succeed too.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 20);
    },
    FUZZ_TIMEOUT_MS,
  );
});
