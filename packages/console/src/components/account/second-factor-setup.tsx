import type { OperationOutput } from '@backoffice/sdk';
import { type FormEvent, useState } from 'react';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { useServices } from '../../app/services';
import { formatIst } from '../format';
import { useRemote } from '../use-remote';

type Enrolment = OperationOutput<'auth.startSecondFactor'>;

/** Each step's working element takes focus when it appears (the dialog's own focus ran before it loaded). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type Step =
  | { kind: 'status' }
  | { kind: 'scan'; enrolment: Enrolment; failure: string | null; busy: boolean }
  | { kind: 'codes'; codes: string[] };

interface Props {
  /** After the recovery codes were saved (or on Close when already enrolled). */
  onDone: () => void;
}

/**
 * Two-factor sign-in (TOTP): the status; else scan the QR code (or type the secret), confirm with the
 * app's code, and note the ten one-time recovery codes shown this once.
 */
export function SecondFactorSetup({ onDone }: Props) {
  const { client } = useServices();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const { state } = useRemote(
    () => client.auth.secondFactor(),
    'second-factor',
    'Failed to fetch two-factor sign-in',
  );

  async function start() {
    try {
      const enrolment = await client.auth.startSecondFactor();
      setStep({ kind: 'scan', enrolment, failure: null, busy: false });
    } catch (error) {
      setStep({ kind: 'status' });
      showErrorToast(errorText(error, 'Failed to start the set-up'));
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    const otpCode = String(new FormData(event.currentTarget).get('otpCode') ?? '').trim();
    setStep({ ...step, busy: true, failure: null });
    try {
      const { recoveryCodes } = await client.auth.confirmSecondFactor({ otpCode });
      showSuccessToast('Two-factor sign-in is on');
      setStep({ kind: 'codes', codes: recoveryCodes });
    } catch (error) {
      setStep({ ...step, busy: false, failure: errorText(error, 'The code is wrong or has expired') });
    }
  }

  if (step.kind === 'codes') {
    return (
      <div className="second-factor">
        <p>
          Two-factor sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if
          you lose your phone. They are not shown again.
        </p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {step.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className="form-actions">
          <button type="button" className="primary" ref={focusOnMount} onClick={onDone}>
            I have saved my recovery codes
          </button>
        </div>
      </div>
    );
  }

  if (step.kind === 'scan') {
    const { enrolment } = step;
    return (
      <form className="second-factor" onSubmit={confirm}>
        <p>Scan this QR code with an authenticator app, then enter the 6-digit code it shows.</p>
        <img
          className="qr-code"
          src={enrolment.qrImage}
          alt="QR code for your authenticator app"
          width={220}
          height={220}
        />
        <p>
          Cannot scan? Enter this key in the app instead:{' '}
          <code className="totp-secret" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <label>
          Code from the app
          <input
            name="otpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            ref={focusOnMount}
            aria-invalid={step.failure ? true : undefined}
          />
        </label>
        {step.failure ? (
          <p role="alert" className="form-error">
            {step.failure}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="primary" aria-busy={step.busy} disabled={step.busy}>
            Turn on two-factor sign-in
          </button>
        </div>
      </form>
    );
  }

  const status = state.value;
  return (
    <div className="second-factor" aria-busy={state.status === 'loading'}>
      {status?.enrolled ? (
        <>
          <p>
            Two-factor sign-in is on{status.enrolledAt ? ` since ${formatIst(status.enrolledAt)}` : ''}. You
            have {status.recoveryCodesLeft} recovery codes left. To move it to a new phone, ask an
            administrator to reset it.
          </p>
          <div className="form-actions">
            <button type="button" ref={focusOnMount} onClick={onDone}>
              Close
            </button>
          </div>
        </>
      ) : status ? (
        <>
          <p>
            {status.required
              ? 'Your account needs two-factor sign-in. Set it up to continue.'
              : 'Protect your account: after your password, sign-in will ask for a code from an authenticator app on your phone.'}
          </p>
          <div className="form-actions">
            <button type="button" className="primary" ref={focusOnMount} onClick={start}>
              Start set-up
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
