import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../app/errors';
import { useServices } from '../../app/services';
import { ConfirmBody, ConfirmText } from '../confirm-dialog';
import { FormFields } from '../form/form-fields';
import { coerceValues, type FieldErrors, serverFieldErrors, validateFields } from '../form/validate';
import { Modal } from '../modal';
import { useOperation } from '../use-operation';
import { type Intent, pendingIntent, runIntent } from './action-runner';
import { approvalNotice } from './approval-notice';
import { messagesFor } from './messages';
import { actionLabel, type ConfirmText as ConfirmWords, type FieldSpec, type FormValues } from './row-action';

/** Reads what an action's form starts from, when it has a `load`; the dialog waits for it. */
function useFormSource(intent: Intent) {
  const load = intent.action.form?.load;
  const read = useOperation<never>(load?.op ?? '', load ? load.input(intent.row) : null);
  if (!load) return { ready: true as const, fields: intent.action.form?.fields ?? [], values: undefined };
  if (read.status !== 'ok') return { ready: false as const, read };
  return {
    ready: true as const,
    fields: load.fields?.(read.data, intent.row) ?? intent.action.form?.fields ?? [],
    values: load.values?.(read.data, intent.row),
  };
}

function IntentDialog({ intent, onClose }: { intent: Intent; onClose: () => void }) {
  const source = useFormSource(intent);
  const title = formTitle(intent);
  if (!source.ready) {
    return (
      <Modal title={title} onClose={onClose} record={intent.row}>
        {source.read.status === 'error' ? (
          <p role="alert" className="form-error">
            {source.read.message}
          </p>
        ) : (
          <p role="status">Loading...</p>
        )}
      </Modal>
    );
  }
  return <IntentForm intent={intent} onClose={onClose} fields={source.fields} loaded={source.values} />;
}

function formTitle({ action, row }: Intent): string {
  const title = action.form?.title;
  if (typeof title === 'function') return title(row);
  return title ?? actionLabel(action, row).replace(/…$/, '');
}

function IntentForm({
  intent,
  onClose,
  fields,
  loaded,
}: {
  intent: Intent;
  onClose: () => void;
  fields: readonly FieldSpec[];
  loaded: FormValues | undefined;
}) {
  const { client } = useServices();
  const { action, row } = intent;
  const [values, setValues] = useState<FormValues>(() => ({ ...action.form?.initial?.(row), ...loaded }));
  const [step, setStep] = useState<'form' | 'confirm'>(action.form ? 'form' : 'confirm');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    setFailure(null);
    const result = await runIntent(client, intent, values);
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    const onFields = serverFieldErrors(result.error, fields);
    if (Object.keys(onFields).length > 0) {
      setErrors(onFields);
      setStep('form');
    } else setFailure(errorText(result.error, messagesFor(action.op).failure));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateFields(action.op, fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (action.confirm && !inline) setStep('confirm');
    else void run();
  }

  const inline = action.form?.inConfirmation === true;
  const confirm = (step === 'confirm' || inline) && action.confirm ? withApproval(intent, values) : null;
  const title = confirm?.title ?? formTitle(intent);
  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose} record={row}>
      {confirm && !inline ? (
        <ConfirmBody
          text={confirm}
          busy={busy}
          failure={failure}
          onConfirm={() => void run()}
          onCancel={onClose}
          onBack={action.form ? () => setStep('form') : undefined}
        />
      ) : (
        <form
          className="form"
          onSubmit={submit}
          noValidate
          onKeyDown={(event) => {
            // Enter in a text area is a new line; Ctrl/Cmd+Enter submits from anywhere in the form.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.requestSubmit();
            }
          }}
        >
          {confirm ? <ConfirmText text={confirm} /> : null}
          <FormFields
            fields={fields}
            values={values}
            errors={errors}
            onChange={(key, value) => {
              setValues((current) => ({ ...current, [key]: value }));
              setErrors(({ [key]: _, ...rest }) => rest);
            }}
          />
          {failure ? (
            <p role="alert" className="form-error">
              {failure}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="button" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button
              type="submit"
              className={confirm?.danger ? 'primary danger' : 'primary'}
              disabled={busy}
              aria-busy={busy}
            >
              {submitLabel(action.form?.submitLabel, confirm, failure, action.confirm !== undefined)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function submitLabel(
  label: string | undefined,
  confirm: ConfirmWords | null,
  failure: string | null,
  confirms: boolean,
): string {
  if (confirm) {
    const act = confirm.confirmLabel ?? 'Confirm';
    return failure ? `Retry: ${act}` : act;
  }
  return label ?? (confirms ? 'Review' : 'Save');
}

/** The action's confirmation, saying first when a second person must approve the call. */
function withApproval({ action, row }: Intent, values: FormValues): ConfirmWords | null {
  const text = action.confirm?.(row, values);
  if (!text) return null;
  let input: unknown = null;
  try {
    input = action.input(row, coerceValues(action.op, values));
  } catch {
    input = null;
  }
  return { ...text, approval: approvalNotice(action.op, input, row) };
}

/**
 * Renders the open intent's dialog (its form, then its confirmation) wherever it was started from:
 * the palette, a row menu, a toolbar or a shortcut. Mounted once by the shell, loaded lazily.
 */
export default function ActionHost() {
  useSignals();
  const intent = pendingIntent.value;
  if (!intent) return null;
  return (
    <IntentDialog
      key={intent.serial}
      intent={intent}
      onClose={() => {
        if (pendingIntent.value === intent) pendingIntent.value = null;
      }}
    />
  );
}
