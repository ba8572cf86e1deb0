import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A JSON Schema as written in v1.yaml (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface ContractParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

export interface ContractRequestBody {
  required: boolean;
  /** 'application/json' or 'multipart/form-data'. */
  contentType: string;
  schema: JsonSchema;
}

/** One operation of the contract, with parameter/body/response $refs resolved (schema $refs are kept). */
export interface Operation {
  operationId: string;
  /** Lower case: get, post, put, delete, patch. */
  method: string;
  /** As in v1.yaml, e.g. /users/market/{user_id}. */
  path: string;
  parameters: ContractParameter[];
  requestBody: ContractRequestBody | undefined;
  /** x-permission: any one key allows; empty means any signed-in staff member. */
  permission: string[];
  /** security: [] (login): no token needed. */
  isPublic: boolean;
  /** Declares the Idempotency-Key header. */
  idempotent: boolean;
  /** Responses by status code ('200', '400', 'default'), $refs to components/responses resolved. */
  responses: Record<string, Record<string, unknown>>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
  [key: string]: unknown;
}

export interface Contract {
  /** Where it was read from. */
  source: string;
  document: OpenApiDocument;
  operations: Operation[];
  byId: Map<string, Operation>;
  /** The PermissionKey enum: every permission key, in the contract's order. */
  permissionKeys: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The SDK's v1.yaml (the package export), or ../../sdk/openapi/v1.yaml when it cannot be resolved. */
export function defaultContractPath(): string {
  try {
    return createRequire(import.meta.url).resolve('@backoffice/sdk/openapi/v1.yaml');
  } catch {
    const fallback = fileURLToPath(new URL('../../../sdk/openapi/v1.yaml', import.meta.url));
    if (existsSync(fallback)) return fallback;
    throw new Error('v1.yaml not found: neither @backoffice/sdk/openapi/v1.yaml nor ../sdk/openapi/v1.yaml');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local '#/components/...' $ref (repeatedly) to the object it names. */
export function resolveRef(document: OpenApiDocument, value: unknown): Record<string, unknown> {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    let target: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    current = target;
  }
  if (!isObject(current)) throw new Error('expected an object in the contract');
  return current;
}

function readParameters(document: OpenApiDocument, lists: unknown[]): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = resolveRef(document, raw);
      const location = p.in as ParameterLocation;
      const name = String(p.name);
      byKey.set(`${location}:${name}`, {
        name,
        in: location,
        required: location === 'path' ? true : p.required === true,
        schema: isObject(p.schema) ? p.schema : {},
      });
    }
  }
  return [...byKey.values()];
}

function readRequestBody(document: OpenApiDocument, raw: unknown): ContractRequestBody | undefined {
  if (raw === undefined) return undefined;
  const body = resolveRef(document, raw);
  const content = isObject(body.content) ? body.content : {};
  const contentType = Object.keys(content)[0];
  if (!contentType) return undefined;
  const media = content[contentType];
  return {
    required: body.required === true,
    contentType,
    schema: isObject(media) && isObject(media.schema) ? media.schema : {},
  };
}

function readResponses(document: OpenApiDocument, raw: unknown): Record<string, Record<string, unknown>> {
  const responses: Record<string, Record<string, unknown>> = {};
  if (!isObject(raw)) return responses;
  for (const [status, response] of Object.entries(raw)) responses[status] = resolveRef(document, response);
  return responses;
}

function isPublicSecurity(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    (security.length === 0 || security.some((s) => isObject(s) && !Object.keys(s).length))
  );
}

/** Reads the operations of an already parsed document. */
export function contractFromDocument(document: OpenApiDocument, source = '(document)'): Contract {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string')
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = readParameters(document, [item.parameters, op.parameters]);
      const permission = op['x-permission'];
      operations.push({
        operationId,
        method,
        path,
        parameters,
        requestBody: readRequestBody(document, op.requestBody),
        permission: Array.isArray(permission) ? permission.map(String) : [],
        isPublic: isPublicSecurity(op.security ?? document.security ?? []),
        idempotent: parameters.some(
          (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
        ),
        responses: readResponses(document, op.responses),
      });
    }
  }
  const byId = new Map<string, Operation>();
  for (const op of operations) {
    if (byId.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
    byId.set(op.operationId, op);
  }
  const permissionSchema = document.components?.schemas?.PermissionKey;
  const permissionKeys =
    isObject(permissionSchema) && Array.isArray(permissionSchema.enum)
      ? permissionSchema.enum.map(String)
      : [];
  return { source, document, operations, byId, permissionKeys };
}

const cache = new Map<string, Contract>();

/** Loads and reads v1.yaml once per path (default: the SDK's copy; CONTRACT_PATH overrides in config). */
export function loadContract(path: string = defaultContractPath()): Contract {
  const cached = cache.get(path);
  if (cached) return cached;
  const document = parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  const contract = contractFromDocument(document, path);
  cache.set(path, contract);
  return contract;
}
