import type { OperationId, OperationInput, PermissionKey } from '@backoffice/sdk';
import type { InputKey } from '../list/list-spec';
import type { MoneyOperationId } from '../operations';

/** A form's values by input key, as the fields hold them (strings, booleans, files). */
export type FormValues = Readonly<Record<string, unknown>>;

export interface FieldOption {
  value: string;
  label: string;
  /** For kind 'checks': the group the option sits in (a group's checkbox ticks all of it). */
  group?: string;
}

/** One field of an action's form or a record form; `key` is an input key of the operation. */
export interface FieldSpec {
  key: string;
  label: string;
  kind?:
    | 'text'
    | 'textarea'
    | 'number'
    | 'money'
    | 'select'
    | 'switch'
    | 'date'
    | 'time'
    | 'password'
    | 'file'
    /** A group of checkboxes over `options`; its value is the checked options' values. */
    | 'checks';
  options?: readonly FieldOption[];
  placeholder?: string;
  help?: string;
  /** Accepted file types for kind 'file' (e.g. 'image/png,image/jpeg'), checked before upload. */
  accept?: string;
  /** The largest file accepted, checked before upload. */
  maxBytes?: number;
}

/** What a confirmation says: the act, its amounts in rupees and who is affected. */
export interface ConfirmText {
  title: string;
  message: string;
  /** Label/value lines: the player, the amount, the balance after … */
  details?: readonly (readonly [string, string])[];
  confirmLabel?: string;
  danger?: boolean;
  /** Said before sending when a second person must approve the call (two-person control). */
  approval?: string | null;
}

/** An action's form; `load` reads what the form starts from (current values, options) when it opens. */
export interface ActionForm<Row> {
  title?: string | ((row: Row) => string);
  fields: readonly FieldSpec[];
  initial?: (row: Row) => FormValues;
  submitLabel?: string;
  /**
   * The fields belong to the confirmation (the reason given with a decline or a hold): one step, the
   * confirmation's text above them, focus on the first field, and its button sends.
   */
  inConfirmation?: boolean;
  load?: {
    op: string;
    input: (row: Row) => unknown;
    values?: (data: never, row: Row) => FormValues;
    fields?: (data: never, row: Row) => readonly FieldSpec[];
  };
}

interface ActionBase<Row> {
  id: string;
  /** Fixed, or composed from the row ('Approve request 88…'). */
  label: string | ((row: Row) => string);
  keywords?: readonly string[];
  shortcut?: string;
  /** What the action does, said without a record, for the ? list (a label composed from the row needs one). */
  hint?: string;
  when?: (row: Row) => boolean;
}

/** An action that runs a contract operation on a row (after its form and confirmation, if any). */
export interface OperationAction<Row> extends ActionBase<Row> {
  op: string;
  form?: ActionForm<Row>;
  confirm?: (row: Row, values: FormValues) => ConfirmText;
  input: (row: Row, values: FormValues) => unknown;
  invalidates?: readonly string[];
  /** The success toast's text when the server sends none (default: the messages table). */
  success?: (row: Row, values: FormValues) => string;
  /** Runs after success, e.g. to show what the answer says. */
  after?: (data: unknown, row: Row) => void;
  /** After success the lists on screen go back to their first page (the spec's reloads at page 1). */
  toFirstPage?: boolean;
}

/** An action that only goes somewhere (another screen is a URL, never an import). */
export interface LinkAction<Row> extends ActionBase<Row> {
  href: (row: Row) => string;
  permission?: readonly PermissionKey[];
}

export type RowAction<Row> = OperationAction<Row> | LinkAction<Row>;

export const isLinkAction = <Row>(action: RowAction<Row>): action is LinkAction<Row> => 'href' in action;

/** A form field named by one of the operation's input keys. */
interface TypedField<Id extends OperationId> extends FieldSpec {
  key: InputKey<Id>;
}

// Written out rather than derived with Omit<>: each act() call instantiates it once per operation,
// and the console's type check stays cheap.
interface TypedForm<Row, Id extends OperationId> extends ActionForm<Row> {
  fields: readonly TypedField<Id>[];
}

interface TypedAction<Row, Id extends OperationId> extends ActionBase<Row> {
  op: Id;
  form?: TypedForm<Row, Id>;
  confirm?: (row: Row, values: FormValues) => ConfirmText;
  input: (row: Row, values: FormValues) => OperationInput<Id> | FormData;
  invalidates?: readonly string[];
  success?: (row: Row, values: FormValues) => string;
  after?: (data: unknown, row: Row) => void;
  toFirstPage?: boolean;
}

/** Money-moving operations (they take an Idempotency-Key) must say what they do before they run. */
// Non-distributive, and only the confirm part is conditional: inferring `Id` from `op` must not
// instantiate the action type for every operation of the contract.
type Guarded<Row, Id extends OperationId> = TypedAction<Row, Id> &
  ([Id] extends [MoneyOperationId] ? { confirm: (row: Row, values: FormValues) => ConfirmText } : unknown);

/**
 * Declares a list's row actions, typed at the screen's edge: `op` is an operation id, form fields its
 * input keys, `input` its input; a money operation without `confirm` does not compile.
 *
 * @example
 * const act = rowActions<Reason>({ invalidates: ['manualFunds.list'] });
 * const remove = act({ op: 'manualFunds.delete', id: 'delete', label: 'Delete reason…',
 *   confirm: (r) => ({ title: 'Delete reason', message: `Delete "${r.reasons}"?`, danger: true }),
 *   input: (r) => ({ manualFundId: r.manualFundId }) });
 */
export function rowActions<Row>(common: { invalidates?: readonly string[] } = {}) {
  return function act<Id extends OperationId>(def: Guarded<Row, Id>): OperationAction<Row> {
    const typed = def as TypedAction<Row, Id>;
    return {
      ...typed,
      invalidates: [...(common.invalidates ?? []), ...(typed.invalidates ?? [])],
    } as OperationAction<Row>;
  };
}

export function actionLabel<Row>(action: RowAction<Row>, row: Row): string {
  return typeof action.label === 'function' ? action.label(row) : action.label;
}
