import type { ConfirmText } from './actions/row-action';
import { Modal } from './modal';

interface Props {
  text: ConfirmText;
  busy: boolean;
  /** Why the last try failed; the same confirmation retries the same intent. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Back to the form, when the intent has one. */
  onBack?: () => void;
}

/** Asks before an operation runs: what it does, its amounts in rupees, who is affected. */
export function ConfirmDialog(props: Props) {
  return (
    <Modal title={props.text.title} onClose={props.onCancel}>
      <ConfirmBody {...props} />
    </Modal>
  );
}

/** The confirmation's content, for a dialog that already shows another step (a form) first. */
export function ConfirmBody({ text, busy, failure, onConfirm, onCancel, onBack }: Props) {
  return (
    <div className="confirm">
      <p>{text.message}</p>
      {text.approval ? (
        <p className="approval-notice" role="note">
          {text.approval}
        </p>
      ) : null}
      {text.details?.length ? (
        <dl className="details-grid">
          {text.details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        {onBack ? (
          <button type="button" onClick={onBack} disabled={busy}>
            Back
          </button>
        ) : null}
        <button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={text.danger ? 'primary danger' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          // biome-ignore lint/a11y/noAutofocus: the confirmation exists to be answered; Enter confirms
          autoFocus
          data-autofocus
        >
          {failure ? `Retry: ${text.confirmLabel ?? 'Confirm'}` : (text.confirmLabel ?? 'Confirm')}
        </button>
      </div>
    </div>
  );
}
