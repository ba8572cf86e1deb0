/** Reading already-validated request values (the contract has checked their types). */
import { badRequest, type RequestContext } from '../http/handler.js';

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** An integer id from the path (the contract declares it integer, minimum 1). */
export function pathId(ctx: RequestContext, name: string): number {
  return Number(ctx.params[name]);
}

/** The request body as a record (the contract declares every body an object). */
export function bodyOf<T>(ctx: RequestContext): T {
  return (ctx.body ?? {}) as T;
}

/** The acting staff member's id for audit rows and ledger entries. */
export function actorId(ctx: RequestContext): number | null {
  return ctx.staff?.employeeId ?? null;
}

/**
 * If-Match: the record versions the caller saw (`"3"`; `"3", "5"` for a call on several records, in the
 * order it names them). Undefined without the header: the state preconditions alone apply.
 */
export function ifMatchVersions(ctx: RequestContext): number[] | undefined {
  const header = ctx.headers['if-match'];
  if (!header) return undefined;
  return header.split(',').map((tag) => Number(tag.trim().replace(/^W\//, '').replaceAll('"', '')));
}

/** If-Match of a call on several records: the version the caller saw of each (one tag per id, in order). */
export function ifMatchByRecord(
  ctx: RequestContext,
  ids: readonly number[],
): Map<number, number | undefined> {
  const versions = ifMatchVersions(ctx);
  if (versions && versions.length !== ids.length)
    throw badRequest('If-Match names one version per request, in the order of request_ids');
  return new Map(ids.map((id, i) => [id, versions?.[i]]));
}
