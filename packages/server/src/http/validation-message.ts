import type { ValidationError } from './ajv.js';

/** 'body' + '/rows/0/bid_type' -> 'body.rows[0].bid_type' */
function fieldPath(root: string, instancePath: string): string {
  let path = root;
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  }
  return path;
}

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => String(v)).join(', ') : String(values);
}

/**
 * One readable sentence naming the field, e.g. "body.amount must be > 0",
 * "query.per_page must be <= 500", "body.username is required", "body.foo is not allowed".
 */
export function describeValidationError(root: string, error: ValidationError): string {
  const field = fieldPath(root, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${field}.${String(params.additionalProperty)} is not allowed`;
    case 'enum':
      return `${field} must be one of: ${list(params.allowedValues)}`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      return `${field} must be ${list(params.type).replace(', ', ' or ')}`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'pattern':
      return `${field} is not in the expected format (${String(params.pattern)})`;
    case 'multipleOf':
      return `${field} must be a multiple of ${String(params.multipleOf)}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}
