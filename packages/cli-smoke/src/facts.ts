/**
 * Values one answer hands to later calls: a real player, provider, thread, banner, bank account, staff
 * account or checked result.
 */

/** Provider type: 1 games (market), 2 starline, 3 jackpot. */
export type Family = 1 | 2 | 3;

export type FactName =
  | 'user'
  | 'thread'
  | 'banner'
  | 'account'
  | 'employee'
  | 'result'
  | 'approvalRequest'
  | 'savedView'
  | `provider:${Family}`;

/** A fact is the first row of a list answer, camelCased as the SDK returns it. */
export type Fact = Readonly<Record<string, unknown>>;

/** How a skipped row names what it lacked: 'skipped: no <label> to test with'. */
export const FACT_LABELS: Readonly<Record<FactName, string>> = {
  user: 'user',
  thread: 'chat thread',
  banner: 'banner',
  account: 'bank account',
  employee: 'staff account',
  result: 'checked result',
  approvalRequest: 'approval request',
  savedView: 'saved view',
  'provider:1': 'market provider',
  'provider:2': 'starline provider',
  'provider:3': 'jackpot provider',
};

/** A parameter taken from a field of a fact (through `derive` when given). */
export interface FactRef {
  fact: FactName;
  field: string;
  derive?: (value: unknown) => unknown;
}

export function factRef(fact: FactName, field: string, derive?: (value: unknown) => unknown): FactRef {
  return derive ? { fact, field, derive } : { fact, field };
}

export function isFactRef(value: unknown): value is FactRef {
  return typeof value === 'object' && value !== null && 'fact' in value && 'field' in value;
}

/** The first row of a `{ rows: [...] }` answer, if there is one. */
export function firstRow(data: unknown): Fact | undefined {
  if (typeof data !== 'object' || data === null || !('rows' in data)) return undefined;
  const { rows } = data;
  if (!Array.isArray(rows)) return undefined;
  const [row] = rows as unknown[];
  return typeof row === 'object' && row !== null ? (row as Fact) : undefined;
}

/** The family an operation is checked with: that of the first of its permission keys the account holds. */
export function familyOf(permissionKey: string | undefined): Family {
  if (permissionKey?.toLowerCase().includes('starline')) return 2;
  if (permissionKey?.toLowerCase().includes('jackpot')) return 3;
  return 1;
}
