import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../app/errors';
import { useServices } from '../app/services';
import { newIntent, runIntent } from './actions/action-runner';
import { messagesFor } from './actions/messages';
import type { ConfirmText, FieldSpec, FormValues } from './actions/row-action';
import { ConfirmDialog } from './confirm-dialog';
import { returnFocusInstead } from './focus-return';
import { FormFields } from './form/form-fields';
import { type FieldErrors, serverFieldErrors, validateFields } from './form/validate';
import { formatIst } from './format';
import { LoadPanel } from './load-panel';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { useOperation } from './use-operation';

export interface RecordFormProps {
  /** The operation that reads the record, and the one that saves it. */
  load: string;
  save: string;
  label: string;
  fields: readonly FieldSpec[];
  /** The form's values from the loaded record (default: the fields' keys of the record). */
  valuesOf?: (record: Record<string, unknown>) => FormValues;
  /** The save operation's input from the values (default: the values as they are). */
  inputOf?: (values: FormValues) => unknown;
  /** Asks before saving these values (e.g. turning maintenance on); null saves at once. */
  confirm?: (values: FormValues, record: Record<string, unknown>) => ConfirmText | null;
}

const sameValues = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((key) => String(a[key] ?? '') === String(b[key] ?? ''));

/**
 * A settings-like record: load, edit, save. Shows when it was last updated, warns before leaving
 * with unsaved changes, validates against the contract, puts the server's 400 on its field.
 */
export function RecordForm({ load, save, label, fields, valuesOf, inputOf, confirm }: RecordFormProps) {
  const { client } = useServices();
  const read = useOperation<Record<string, unknown>>(load, {});
  const record = read.data;
  const loaded = useMemo<FormValues>(() => {
    if (!record) return {};
    if (valuesOf) return valuesOf(record);
    return Object.fromEntries(fields.map((field) => [field.key, record[field.key] ?? '']));
  }, [record, valuesOf, fields]);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState<ConfirmText | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form takes the record's values when a record arrives (the first load, the reload after a save),
  // not when the screen around it renders again with new field specs: that would put the stored values
  // back over what the user typed.
  const shown = useRef<Record<string, unknown> | undefined>(undefined);
  useEffect(() => {
    if (shown.current === record) return;
    shown.current = record;
    setValues(loaded);
  }, [record, loaded]);
  const dirty = record !== undefined && !sameValues(values, loaded);
  const form = useRef<HTMLFormElement>(null);
  const firstField = () => form.current?.querySelector<HTMLElement>('input, select, textarea');
  useUnsavedChangesGuard(dirty);

  async function run() {
    const action = {
      id: 'save',
      op: save,
      label: `Save ${label}`,
      input: (_: unknown, v: FormValues) => (inputOf ? inputOf(v) : v),
      invalidates: [load],
    };
    setBusy(true);
    setFailure(null);
    const result = await runIntent(client, newIntent(action, null), values);
    setBusy(false);
    if (result.ok) {
      // Save turns disabled once the reload shows nothing unsaved, and a disabled button drops focus to
      // <body>: focus goes to the form's first field instead (after the confirmation, as it closes).
      if (asking) returnFocusInstead(firstField);
      else firstField()?.focus();
      setAsking(null);
      return;
    }
    const onFields = serverFieldErrors(result.error, fields);
    setErrors(onFields);
    const text = errorText(result.error, messagesFor(save).failure);
    if (asking && Object.keys(onFields).length === 0) setFailure(text);
    else setAsking(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateFields(save, fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const question = record ? (confirm?.(values, record) ?? null) : null;
    if (question) setAsking(question);
    else void run();
  }

  if (!record) return <LoadPanel read={read} onRetry={read.reload} />;
  const updated = record.lastUpdatedAt;
  return (
    <section className="panel record-form" aria-label={label}>
      <p className="record-meta">
        Last updated: {typeof updated === 'string' && updated ? formatIst(updated) : 'never'}
        {dirty ? <span className="unsaved"> · Unsaved changes</span> : null}
      </p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <FormFields
          fields={fields}
          values={values}
          errors={errors}
          onChange={(key, value) => {
            setValues((current) => ({ ...current, [key]: value }));
            setErrors(({ [key]: _, ...rest }) => rest);
          }}
        />
        <div className="form-actions">
          <button type="button" onClick={() => setValues(loaded)} disabled={!dirty || busy}>
            Discard changes
          </button>
          <button type="submit" className="primary" disabled={!dirty || busy} aria-busy={busy}>
            Save
          </button>
        </div>
      </form>
      {asking ? (
        <ConfirmDialog
          text={asking}
          busy={busy}
          failure={failure}
          onConfirm={() => void run()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
