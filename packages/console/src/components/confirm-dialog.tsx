import type { ConfirmText as ConfirmWords } from './actions/row-action';
import { Modal } from './modal';

interface Props {
  text: ConfirmWords;
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

/** What a confirmation says: the act, whether a second person must approve it, its amounts and people. */
export function ConfirmText({ text }: { text: ConfirmWords }) {
  return (
    <>
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
    </>
  );
}

/** The confirmation's content, for a dialog that already shows another step (a form) first. */
export function ConfirmBody({ text, busy, failure, onConfirm, onCancel, onBack }: Props) {
  return (
    <form
      className="confirm"
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
          event.preventDefault();
          onConfirm();
        }
      }}
    >
      <ConfirmText text={text} />
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
        {/* Focus starts on Cancel, never on the act: a stray key (Space, Enter) typed into a confirmation
            cannot move money. Tab then Enter, a click, or Ctrl/Cmd+Enter confirms. */}
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the step after a form mounts in the open dialog: focus starts here
          autoFocus
          data-autofocus
        >
          Cancel
        </button>
        <button
          type="button"
          className={text.danger ? 'primary danger' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          aria-keyshortcuts="Control+Enter"
        >
          {failure ? `Retry: ${text.confirmLabel ?? 'Confirm'}` : (text.confirmLabel ?? 'Confirm')}
        </button>
      </div>
    </form>
  );
}
