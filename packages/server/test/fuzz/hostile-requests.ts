import fc from 'fast-check';
import { type Contract, type JsonSchema, type Operation, resolveRef } from '../../src/http/contract.js';
import {
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  hostileJson,
  hostileParam,
  jsonText,
  RawText,
  urlText,
} from './hostile-values.js';

/** One request as `app.inject` takes it. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to it, for the failure report. */
  how: string;
}

type Arb = fc.Arbitrary<unknown>;

/** How often a value is replaced by a hostile one (the rest stay near-valid, so handlers are reached). */
const HOSTILE_WEIGHT = 1;
const VALID_WEIGHT = 2;

function schemaOf(contract: Contract, schema: unknown): JsonSchema {
  try {
    return resolveRef(contract.document, schema);
  } catch {
    return {};
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') as string | undefined;
  return typeof t === 'string' ? t : undefined;
}

/** A value the schema accepts, or close to it (examples, enums, bounds), to get past validation. */
function nearValid(contract: Contract, raw: unknown, depth = 0): Arb {
  const schema = schemaOf(contract, raw);
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length)
    return fc.oneof(...choices.map((c) => nearValid(contract, c, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return nearValid(contract, schema.allOf[0], depth + 1);
  const examples = [schema.example, ...(Array.isArray(schema.examples) ? schema.examples : [])].filter(
    (e) => e !== undefined,
  );
  switch (typeOf(schema)) {
    case 'integer': {
      // Small values from the lower bound, or from 0 when the bound is negative (ids and flags live there).
      const bottom = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const top = typeof schema.maximum === 'number' ? schema.maximum : bottom + 50;
      const min = Math.min(Math.max(bottom, 0), top);
      const max = Math.min(top, min + 50);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, ...examples));
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.ceil(min) + 10_000 }),
        fc.constantFrom(1, 10, 100.5, 99999.99, ...examples),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return nearValidText(schema, examples);
    case 'array': {
      const item = nearValid(contract, schema.items ?? {}, depth + 1);
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, 3) });
    }
    case 'object':
    case undefined:
      if (schema.properties || schema.required) return objectOf(contract, schema, depth, nearValid);
      return fc.constant({});
    default:
      return fc.constant(null);
  }
}

function nearValidText(schema: JsonSchema, examples: unknown[]): Arb {
  const known = examples.filter((e) => typeof e === 'string') as string[];
  if (schema.format === 'date') known.push('2026-01-15', '2026-11-25', '2025-12-31');
  if (schema.format === 'date-time') known.push('2026-01-15T10:00:00+05:30');
  if (schema.format === 'email') known.push('a@example.com');
  if (typeof schema.pattern === 'string' && /\\d|\[0-9]/.test(schema.pattern))
    known.push('10:00', '123', '9876543210', '12');
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 40) : 40;
  const minLength = typeof schema.minLength === 'number' ? Math.min(schema.minLength, maxLength) : 0;
  const text = fc.string({ minLength, maxLength });
  return known.length ? fc.oneof(fc.constantFrom(...known), text) : text;
}

/** A hostile value aimed at the field's type (numbers past every bound for a number), or any hostile value. */
function hostileFor(contract: Contract, raw: unknown): Arb {
  const type = typeOf(schemaOf(contract, raw));
  const aimed =
    type === 'integer' || type === 'number'
      ? fc.constantFrom(...HOSTILE_NUMBERS)
      : type === 'string'
        ? fc.constantFrom(...HOSTILE_TEXTS)
        : undefined;
  return aimed
    ? fc.oneof({ weight: 3, arbitrary: aimed }, { weight: 1, arbitrary: hostileJson })
    : hostileJson;
}

/** An object with each property near-valid or hostile, some dropped, sometimes an unknown one added. */
function objectOf(
  contract: Contract,
  schema: JsonSchema,
  depth: number,
  inner: (contract: Contract, raw: unknown, depth: number) => Arb,
): Arb {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const record: Record<string, Arb> = {};
  for (const [name, prop] of Object.entries(properties)) {
    const value = fc.oneof(
      { weight: VALID_WEIGHT * 3, arbitrary: inner(contract, prop, depth + 1) },
      { weight: HOSTILE_WEIGHT, arbitrary: hostileFor(contract, prop) },
    );
    record[name] = required.has(name)
      ? fc.oneof({ weight: 12, arbitrary: value }, { weight: 1, arbitrary: fc.constant(undefined) })
      : fc.option(value, { nil: undefined, freq: 3 });
  }
  const scattered = fc
    .tuple(fc.record(record), fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', ''), hostileJson)))
    .map(([obj, extra]) => {
      const out = defined(obj);
      // An own property, so that '__proto__' travels as a key in the JSON text.
      if (extra)
        Object.defineProperty(out, extra[0], {
          value: extra[1],
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return out;
    });
  const names = Object.keys(properties);
  if (!names.length) return scattered;
  // One field aimed at, the others near-valid: reaches the handler with the hostile value in place.
  const calm: Record<string, Arb> = {};
  for (const [name, prop] of Object.entries(properties)) {
    const value = inner(contract, prop, depth + 1);
    calm[name] = required.has(name) ? value : fc.option(value, { nil: undefined, freq: 3 });
  }
  const aimed = fc
    .tuple(
      fc.record(calm),
      fc.oneof(...names.map((name) => fc.tuple(fc.constant(name), hostileFor(contract, properties[name])))),
    )
    .map(([obj, [name, value]]) => ({ ...defined(obj), [name]: value }));
  return fc.oneof(scattered, aimed);
}

function defined(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
  return out;
}

function paramValue(contract: Contract, schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: VALID_WEIGHT, arbitrary: nearValid(contract, schema) },
    { weight: HOSTILE_WEIGHT, arbitrary: hostileParam },
  );
}

function paramText(value: unknown): string {
  if (value instanceof RawText) return value.text;
  if (typeof value === 'string') return urlText(value);
  return urlText(typeof value === 'object' && value !== null ? jsonText(value) : String(value));
}

const BOUNDARY = 'fuzzboundary';

function multipartText(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : jsonText(value)}\r\n`,
  );
  const image = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n`;
  return `${parts.join('')}${image}--${BOUNDARY}--\r\n`;
}

/** How the body travels: the declared content type, or one of the ways clients get it wrong. */
type Envelope =
  | 'declared'
  | 'text/plain'
  | 'xml'
  | 'json-broken'
  | 'multipart-no-boundary'
  | 'multipart-wrong-boundary'
  | 'multipart-truncated'
  | 'too-large'
  | 'no-body';

const envelopeArb: fc.Arbitrary<Envelope> = fc.oneof(
  { weight: 200, arbitrary: fc.constant<Envelope>('declared') },
  {
    weight: 20,
    arbitrary: fc.constantFrom<Envelope>(
      'text/plain',
      'xml',
      'json-broken',
      'multipart-no-boundary',
      'multipart-wrong-boundary',
      'multipart-truncated',
      'no-body',
    ),
  },
  { weight: 1, arbitrary: fc.constant<Envelope>('too-large') },
);

function withBody(
  op: Operation,
  envelope: Envelope,
  body: unknown,
): { headers: Record<string, string>; payload?: string | Buffer } {
  const declared = op.requestBody?.contentType ?? 'application/json';
  const multipart = declared.startsWith('multipart/');
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = multipart ? multipartText(fields) : jsonText(body);
  const declaredType = multipart ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json';
  switch (envelope) {
    case 'declared':
      return op.requestBody ? { headers: { 'content-type': declaredType }, payload: text } : { headers: {} };
    case 'text/plain':
      return { headers: { 'content-type': 'text/plain' }, payload: text };
    case 'xml':
      return { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' };
    case 'json-broken':
      return { headers: { 'content-type': 'application/json' }, payload: text.slice(0, -1) || '{' };
    case 'multipart-no-boundary':
      return { headers: { 'content-type': 'multipart/form-data' }, payload: multipartText(fields) };
    case 'multipart-wrong-boundary':
      return {
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
        payload: multipartText(fields),
      };
    case 'multipart-truncated': {
      const whole = multipartText(fields);
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: whole.slice(0, whole.length >> 1),
      };
    }
    case 'too-large':
      return {
        headers: { 'content-type': declaredType },
        payload: multipart
          ? multipartText({ ...fields, pad: 'x'.repeat(3 << 20) })
          : jsonText({ pad: 'x'.repeat(1100 << 10) }),
      };
    case 'no-body':
      return { headers: { 'content-type': declaredType } };
  }
}

/** Hostile requests for one operation, authenticated with `auth` (or not, now and then). */
export function hostileRequests(
  contract: Contract,
  op: Operation,
  auth: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  const path = fc.record(
    Object.fromEntries(
      op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, paramValue(contract, p.schema)]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, fc.option(paramValue(contract, p.schema), { nil: undefined, freq: 2 })]),
    ),
  );
  const body = op.requestBody
    ? fc.oneof(
        { weight: 12, arbitrary: nearValid(contract, op.requestBody.schema) },
        { weight: 1, arbitrary: hostileJson },
      )
    : fc.constant(undefined);
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('zz', 'page', '__proto__'), hostileParam), {
    freq: 8,
  });
  const authenticated = fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  );
  const idempotencyKey = fc.oneof(
    { weight: 9, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom('short', 'k'.repeat(300), 'key\u0000with-nul', 'key-\u00e9-unicode'),
    },
  );
  return fc
    .record({ path, query, body, envelope: envelopeArb, extraQuery, authenticated, idempotencyKey })
    .map(({ path, query, body, envelope, extraQuery, authenticated, idempotencyKey }) => {
      let url = `/v1${op.path}`;
      for (const [name, value] of Object.entries(path)) url = url.replace(`{${name}}`, paramText(value));
      const pairs = Object.entries(query).filter(([, v]) => v !== undefined);
      if (extraQuery) pairs.push(extraQuery);
      const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${paramText(v)}`).join('&');
      if (search) url += `?${search}`;
      const sent = withBody(op, envelope, body);
      const headers: Record<string, string> = { ...(authenticated ? auth : {}), ...sent.headers };
      if (op.idempotent) headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '_');
      return {
        method: op.method.toUpperCase(),
        url,
        headers,
        ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
        how: `${envelope}${authenticated ? '' : ', no token'}`,
      };
    });
}
