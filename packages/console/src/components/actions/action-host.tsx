import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../app/errors';
import { useServices } from '../../app/services';
import { ConfirmBody } from '../confirm-dialog';
import { FormFields } from '../form/form-fields';
import { type FieldErrors, serverFieldErrors, validateFields } from '../form/validate';
import { Modal } from '../modal';
import { type Intent, pendingIntent, runIntent } from './action-runner';
import { messagesFor } from './messages';
import { actionLabel, type FormValues } from './row-action';

function IntentDialog({ intent, onClose }: { intent: Intent; onClose: () => void }) {
  const { client } = useServices();
  const { action, row } = intent;
  const fields = action.form?.fields ?? [];
  const [values, setValues] = useState<FormValues>(() => action.form?.initial?.(row) ?? {});
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
    if (action.confirm) setStep('confirm');
    else void run();
  }

  const confirm = step === 'confirm' && action.confirm ? action.confirm(row, values) : null;
  const title = confirm?.title ?? action.form?.title ?? actionLabel(action, row).replace(/…$/, '');
  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      {confirm ? (
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
            <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
              {action.form?.submitLabel ?? (action.confirm ? 'Review' : 'Save')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/**
 * Renders the open intent's dialog (its form, then its confirmation) wherever it was started from:
 * the palette, a row menu, a toolbar or a shortcut. Mounted once by the shell.
 */
export function ActionHost() {
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
