import { MESSAGES } from './messages.js';

const BRAND = Symbol.for('backoffice.sdk.ApiError');

export interface ApiErrorOptions {
  status: number;
  code: string;
  requestId?: string | undefined;
  cause?: unknown;
  /** The parsed failure body, when there was one. */
  body?: unknown;
  /** Field-level texts when the server's msg was an object keyed by field. */
  fields?: Readonly<Record<string, string>> | undefined;
}

/**
 * Every failure of a /v1 call. `message` is the spec's text (section 8) or the server's msg.
 * @example if (ApiError.isInstance(err) && err.status === 409) showToast(err.message)
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly body: unknown;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** What went wrong underneath (a network error, a parse error, the failure a login error wraps). */
  declare readonly cause: unknown;
  readonly [BRAND] = true;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = options.status;
    this.code = options.code;
    this.requestId = options.requestId;
    this.body = options.body;
    this.fields = options.fields;
  }

  /** True for an ApiError from any copy of the SDK. */
  static isInstance(value: unknown): value is ApiError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

export class ValidationError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class SessionExpiredError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class ServerError extends ApiError {}
export class ConnectionError extends ApiError {}
export class InvalidResponseError extends ApiError {}

/**
 * The host does not offer the operation: its capabilities leave it out, or it answered 404 (where the
 * contract lists no 404), 405 or 501. `status` is 0 when no request was sent.
 * @example if (error instanceof NotOfferedError) hide(error.operationId)
 */
export class NotOfferedError extends ApiError {
  readonly operationId: string;
  constructor(operationId: string, options: Omit<ApiErrorOptions, 'code'> & { code?: string }) {
    super(`This host does not offer ${operationId}`, { ...options, code: options.code ?? 'NOT_OFFERED' });
    this.operationId = operationId;
  }
}

/** 403: carries where section 6 says to send the user. */
export class ForbiddenError extends ApiError {
  readonly redirectTo: string;
  constructor(message: string, options: ApiErrorOptions & { redirectTo: string }) {
    super(message, options);
    this.redirectTo = options.redirectTo;
  }
}

/** True for an ApiError from any copy of the SDK. */
export const isApiError = ApiError.isInstance;

type FailureBody = { error?: unknown; msg?: unknown; token_expired?: unknown; message?: unknown };

/** The server's msg as text: a string, or an object keyed by field (prefer `preferField` when given). */
function msgText(msg: unknown, preferField?: string): string | undefined {
  if (typeof msg === 'string' && msg.length > 0) return msg;
  if (msg && typeof msg === 'object') {
    const fields = msg as Record<string, unknown>;
    const preferred = preferField ? fields[preferField] : undefined;
    if (typeof preferred === 'string') return preferred;
    const texts = Object.values(fields).filter((v): v is string => typeof v === 'string');
    if (texts.length > 0) return texts.join('; ');
  }
  return undefined;
}

function fieldTexts(msg: unknown): Record<string, string> | undefined {
  if (!msg || typeof msg !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(msg).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export interface MappingContext {
  status: number;
  body: unknown;
  requestId?: string | undefined;
  /** Where a 403 sends the user (section 6). */
  forbiddenRedirect: () => string;
  /** Field of an object msg to read first (the manual-fund delete reads `manual_fund_id`). */
  preferField?: string | undefined;
}

/**
 * The spec's section 8 table: one failure response -> one typed error.
 * @example errorFromResponse({ status: 404, body: {}, forbiddenRedirect: () => '/dashboard' }).message
 */
export function errorFromResponse(ctx: MappingContext): ApiError {
  const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as FailureBody;
  const base = { status: ctx.status, requestId: ctx.requestId, body: ctx.body, fields: fieldTexts(body.msg) };
  if (body.token_expired === true) {
    return new SessionExpiredError(MESSAGES.sessionExpired, { ...base, code: 'SESSION_EXPIRED' });
  }
  switch (ctx.status) {
    case 500:
      return new ServerError(MESSAGES.serverError, { ...base, code: 'SERVER_ERROR' });
    case 401:
      return new UnauthorizedError(MESSAGES.invalidCredentials, { ...base, code: 'UNAUTHORIZED' });
    case 403:
      return new ForbiddenError(MESSAGES.unauthorizedAccess, {
        ...base,
        code: 'FORBIDDEN',
        redirectTo: ctx.forbiddenRedirect(),
      });
    case 404:
      return new NotFoundError(MESSAGES.notFound, { ...base, code: 'NOT_FOUND' });
  }
  const text =
    msgText(body.msg, ctx.preferField) ??
    (typeof body.message === 'string' ? body.message : undefined) ??
    (typeof ctx.body === 'string' && ctx.body.length > 0 ? ctx.body : undefined) ??
    (ctx.body !== undefined && ctx.body !== null ? JSON.stringify(ctx.body) : MESSAGES.somethingWentWrong);
  if (ctx.status === 400 || ctx.status === 422)
    return new ValidationError(text, { ...base, code: 'VALIDATION' });
  if (ctx.status === 409) return new ConflictError(text, { ...base, code: 'CONFLICT' });
  if (ctx.status >= 500) return new ServerError(text, { ...base, code: 'SERVER_ERROR' });
  return new ApiError(text, { ...base, code: `HTTP_${ctx.status}` });
}
