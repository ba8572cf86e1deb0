import { createContractAjv, type Validator } from './ajv.js';
import type { Contract, ContractParameter, JsonSchema, Operation, ParameterLocation } from './contract.js';
import { badRequest } from './handler.js';
import { unsafeValueMessage } from './unsafe-values.js';
import { describeValidationError } from './validation-message.js';

/** The request as Fastify parsed it. */
export interface RawRequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** JSON body, or multipart fields (text) with file parts under their field names. */
  body: unknown;
  /** Multipart file field names, which the schema only describes (format: binary). */
  fileFields?: readonly string[];
}

export interface ValidatedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

interface CompiledOperation {
  path: Validator;
  query: Validator;
  header: Validator;
  body: Validator | undefined;
}

const ROOT: Record<ParameterLocation, string> = {
  path: 'path',
  query: 'query',
  header: 'header',
  cookie: 'cookie',
};

function keyOf(p: ContractParameter): string {
  return p.in === 'header' ? p.name.toLowerCase() : p.name;
}

function locationSchema(parameters: ContractParameter[], location: ParameterLocation): JsonSchema {
  const own = parameters.filter((p) => p.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [keyOf(p), p.schema])),
    required: own.filter((p) => p.required).map(keyOf),
  };
}

/** Only the parameters the contract declares; an empty query value counts as absent. */
function pick(source: Record<string, unknown>, parameters: ContractParameter[], location: ParameterLocation) {
  const out: Record<string, unknown> = {};
  for (const p of parameters) {
    if (p.in !== location) continue;
    const value = source[keyOf(p)];
    if (value === undefined || (location === 'query' && value === '')) continue;
    out[keyOf(p)] = value;
  }
  return out;
}

/** Refuses what no schema keyword catches (non-finite numbers, NUL, lone surrogates, deep nesting). */
function refuseUnsafe(data: unknown, root: string): void {
  const unsafe = unsafeValueMessage(root, data);
  if (unsafe) throw badRequest(unsafe);
}

/** The schema's verdict on `data`, and (after coercion: `Infinity` in a query becomes a number) what it cannot catch. */
function check(validator: Validator, data: unknown, root: string): void {
  refuseUnsafe(data, root);
  if (!validator(data)) {
    const first = validator.errors?.[0];
    throw badRequest(first ? describeValidationError(root, first) : `${root} is invalid`);
  }
  refuseUnsafe(data, root);
}

/**
 * Validates path, query, header parameters and the body of a request against its operation, coercing
 * text parameters to their types and filling defaults. Throws HttpError 400 naming the first bad field.
 */
export class RequestValidator {
  private readonly coercing;
  private readonly strict;
  private readonly compiled = new Map<string, CompiledOperation>();

  constructor(contract: Contract) {
    this.coercing = createContractAjv(contract, { coerce: true });
    this.strict = createContractAjv(contract, { coerce: false });
  }

  private compile(op: Operation): CompiledOperation {
    const found = this.compiled.get(op.operationId);
    if (found) return found;
    const body = op.requestBody;
    const compiled: CompiledOperation = {
      path: this.coercing.compile(locationSchema(op.parameters, 'path')),
      query: this.coercing.compile(locationSchema(op.parameters, 'query')),
      header: this.coercing.compile(locationSchema(op.parameters, 'header')),
      body: body
        ? (body.contentType.startsWith('multipart/') ? this.coercing : this.strict).compile(body.schema)
        : undefined,
    };
    this.compiled.set(op.operationId, compiled);
    return compiled;
  }

  validate(op: Operation, raw: RawRequestParts): ValidatedRequest {
    const compiled = this.compile(op);
    const params = pick(raw.params, op.parameters, 'path');
    check(compiled.path, params, ROOT.path);
    const query = pick(raw.query, op.parameters, 'query');
    check(compiled.query, query, ROOT.query);
    const headerValues = pick(raw.headers, op.parameters, 'header');
    check(compiled.header, headerValues, ROOT.header);
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(raw.headers)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    for (const [name, value] of Object.entries(headerValues)) headers[name] = String(value);
    return { params, query, headers, body: this.validateBody(op, compiled, raw) };
  }

  private validateBody(op: Operation, compiled: CompiledOperation, raw: RawRequestParts): unknown {
    if (!op.requestBody || !compiled.body) return undefined;
    if (raw.body === undefined || raw.body === null) {
      if (op.requestBody.required) throw badRequest('body is required');
      return undefined;
    }
    const files = raw.fileFields ?? [];
    if (!files.length) {
      check(compiled.body, raw.body, 'body');
      return raw.body;
    }
    // File parts are checked by the handler (type, size); the schema sees a placeholder text for them.
    const body = raw.body as Record<string, unknown>;
    const stand = { ...body };
    for (const name of files) stand[name] = 'binary';
    check(compiled.body, stand, 'body');
    for (const name of files) stand[name] = body[name];
    return stand;
  }
}
