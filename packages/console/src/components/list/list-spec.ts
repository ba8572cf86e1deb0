import type { OperationId, OperationInput, OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../data-grid/types';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase {
  /** The list operation's camelCase input key (also the URL parameter, after the list's prefix). */
  key: string;
  label: string;
}

/** One filter of a list, as data: the filter bar renders it and the controller keeps it in the URL. */
export type FilterSpec =
  | (FilterBase & { kind: 'search'; placeholder?: string })
  | (FilterBase & {
      kind: 'select';
      /** Static options, or options read from an answer: the list's own (its pg_list), or `from`'s. */
      options: readonly FilterOption[] | ((answer: unknown) => readonly FilterOption[]);
      /** The operation whose answer the options are read from (a family's provider picker). */
      from?: { op: string; input: unknown };
      /** The option meaning "no filter"; omitted: the filter always has a value (`initial`). */
      anyLabel?: string;
      initial?: string;
    })
  | (FilterBase & { kind: 'date'; initial?: () => string })
  /** An amount in rupees ("over ₹25,000"), checked against the operation's constraints before it is sent. */
  | (FilterBase & { kind: 'amount'; placeholder?: string })
  | (FilterBase & {
      kind: 'tabs';
      options: readonly FilterOption[];
      initial: string;
      /** Counts shown on the tabs: read from a counts operation's answer, or (no `op`) the list's own. */
      counts?: { op?: string; count: (answer: unknown, value: string) => number | null | undefined };
    });

/** A date range is two date filters side by side: `{ key: 'startDate' }` and `{ key: 'endDate' }`. */

export interface ListSort {
  orderBy: string;
  order: 'asc' | 'desc';
}

export interface ListSpec<Row> {
  op: string;
  filters: readonly FilterSpec[];
  columns: readonly GridColumn<Row>[];
  rowId: (row: Row) => string;
  /** The default sort; columns with a `sortKey` sort through the URL. */
  sort?: ListSort;
  perPage?: number;
  /** Inputs that are always sent and never in the URL (a game family's provider type). */
  fixed?: Readonly<Record<string, unknown>>;
  /** URL parameter prefix, so several lists can live on one screen ('wd.' -> ?wd.page=2). */
  prefix?: string;
  /** Operations whose invalidation reloads the list (always its own). */
  dependsOn?: readonly string[];
  /** The rows of the answer (default `answer.rows`). */
  rowsOf?: (answer: unknown) => readonly Row[];
}

type Paged<Id extends OperationId> = OperationOutput<Id> extends { rows: readonly (infer R)[] } ? R : never;

/** The input keys a filter, the sort or the fixed inputs of this operation may name. */
export type InputKey<Id extends OperationId> = keyof OperationInput<Id> & string;

/** What a screen declares: the list spec without its operation, filters named by input keys. */
interface ListDeclaration<Id extends OperationId, Row> {
  filters?: readonly (FilterSpec & { key: InputKey<Id> })[];
  columns: readonly GridColumn<Row>[];
  rowId: (row: Row) => string;
  sort?: ListSort;
  perPage?: number;
  fixed?: Readonly<Record<string, unknown>>;
  prefix?: string;
  dependsOn?: readonly string[];
  rowsOf?: (answer: unknown) => readonly Row[];
}

/**
 * A list bound to one list operation. Typed at the screen's edge (the row type comes from the
 * operation's answer, filter keys must be its input keys); shared code reads it untyped.
 *
 * @example
 * const list = defineList('manualFunds.list', {
 *   filters: [{ key: 'search', kind: 'search', label: 'Search reasons' }],
 *   sort: { orderBy: 'created_at', order: 'desc' },
 *   columns: [{ field: 'reasons', header: 'Reason', flex: 2 }],
 *   rowId: (row) => String(row.manualFundId),
 * });
 */
export function defineList<Id extends OperationId, Row = Paged<Id>>(
  op: Id,
  spec: ListDeclaration<Id, NoInfer<Row>>,
): ListSpec<Row> {
  return { ...spec, op, filters: spec.filters ?? [] };
}
