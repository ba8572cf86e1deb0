import { camelKey, type InputField, isApiError, isDecimalMultipleOf } from '@backoffice/sdk';
import type { FieldSpec, FormValues } from '../actions/row-action';
import { operationFields } from '../operations';

export type FieldErrors = Readonly<Record<string, string>>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One field's problem against the contract's constraints, in words that name the field. */
function problem(meta: InputField, label: string, value: unknown): string | null {
  if (isEmpty(value)) return meta.required ? `${label} is required` : null;
  if (meta.type === 'integer' || meta.type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return `${label} must be a number`;
    if (meta.type === 'integer' && !Number.isInteger(number)) return `${label} must be a whole number`;
    if (meta.money && !isDecimalMultipleOf(number, 0.01)) return `${label} takes at most 2 decimals (paise)`;
    if (meta.multipleOf !== undefined && !meta.money && !isDecimalMultipleOf(number, meta.multipleOf)) {
      return `${label} must be a multiple of ${meta.multipleOf}`;
    }
    if (meta.minimum !== undefined && number < meta.minimum)
      return `${label} must be at least ${meta.minimum}`;
    if (meta.exclusiveMinimum !== undefined && number <= meta.exclusiveMinimum) {
      return `${label} must be more than ${meta.exclusiveMinimum}`;
    }
    if (meta.maximum !== undefined && number > meta.maximum)
      return `${label} must be at most ${meta.maximum}`;
    if (meta.exclusiveMaximum !== undefined && number >= meta.exclusiveMaximum) {
      return `${label} must be less than ${meta.exclusiveMaximum}`;
    }
    return null;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (meta.minLength !== undefined && text.length < meta.minLength) {
      return meta.minLength === 1
        ? `${label} is required`
        : `${label} needs at least ${meta.minLength} characters`;
    }
    if (meta.maxLength !== undefined && text.length > meta.maxLength) {
      return `${label} takes at most ${meta.maxLength} characters`;
    }
    if (meta.pattern !== undefined && !new RegExp(meta.pattern, 'u').test(text)) {
      // The contract's description says what the pattern wants ("Lower-case letters, digits …").
      return meta.description
        ? `${label}: ${meta.description.charAt(0).toLowerCase()}${meta.description.slice(1)}`
        : `${label} is not in the expected format`;
    }
    if (meta.enum && !meta.enum.map(String).includes(text))
      return `${label} must be one of ${meta.enum.join(', ')}`;
  }
  return null;
}

/** One input's problem against the operation's constraints, named by `label` (a filter's value before it is sent). */
export function inputProblem(op: string, key: string, label: string, value: unknown): string | null {
  const meta = operationFields(op).find((m) => m.key === key);
  return meta ? problem(meta, label, value) : null;
}

/** A chosen file's problem: its type or size, before anything is uploaded. */
function fileProblem(field: FieldSpec, value: unknown): string | null {
  if (!(value instanceof File)) return null;
  const types = field.accept?.split(',').map((type) => type.trim());
  if (types && !types.includes(value.type)) return `${field.label} must be one of: ${types.join(', ')}`;
  if (field.maxBytes !== undefined && value.size > field.maxBytes) {
    return `${field.label} is ${(value.size / 1048576).toFixed(1)} MB; at most ${(field.maxBytes / 1048576).toFixed(0)} MB`;
  }
  return null;
}

/** Checks a form's values against the operation's constraints from v1.yaml; empty when all pass. */
export function validateFields(op: string, fields: readonly FieldSpec[], values: FormValues): FieldErrors {
  const metas = operationFields(op);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const meta = metas.find((m) => m.key === field.key);
    if (!meta) continue;
    const text = problem(meta, field.label, values[field.key]) ?? fileProblem(field, values[field.key]);
    if (text) errors[field.key] = text;
  }
  return errors;
}

/** The values as the operation takes them: numbers for numeric fields, trimmed text, no empties. */
export function coerceValues(op: string, values: FormValues): FormValues {
  const metas = operationFields(op);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const meta = metas.find((m) => m.key === key);
    if (isEmpty(value)) {
      if (meta?.required === false || !meta) continue;
      out[key] = value;
    } else if (meta && (meta.type === 'integer' || meta.type === 'number') && typeof value === 'string') {
      out[key] = Number(value);
    } else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/**
 * The server's refusal placed on the field it names: a msg keyed by field, or a validator sentence
 * such as 'body.amount must be > 0'. Whatever names no field of the form stays a form-level error.
 */
export function serverFieldErrors(error: unknown, fields: readonly FieldSpec[]): FieldErrors {
  if (!isApiError(error)) return {};
  const keys = new Set(fields.map((field) => field.key));
  const errors: Record<string, string> = {};
  for (const [wire, text] of Object.entries(error.fields ?? {})) {
    const key = camelKey(wire);
    if (keys.has(key)) errors[key] = text;
  }
  const named = /^(?:body|query|path)\.([A-Za-z0-9_]+)/.exec(error.message);
  const key = named?.[1] ? camelKey(named[1]) : undefined;
  if (key && keys.has(key) && !errors[key]) errors[key] = error.message;
  return errors;
}
