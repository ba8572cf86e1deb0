import { isApiError } from '@backoffice/sdk';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { useServices } from '../../app/services';
import { EnrolmentPage } from '../../components/account/enrolment-page';
import { fingerprintHash } from './fingerprint';

type LoginState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/** The server asks for the second factor (or refused the one sent) once the password was right. */
const asksSecondFactor = (error: unknown) =>
  isApiError(error) &&
  (error.body as { second_factor_required?: unknown } | undefined)?.second_factor_required === true;

/** 6 digits: the authenticator app's code; anything else: a recovery code. */
function secondFactorInput(code: string) {
  if (!code) return {};
  return /^\d{6}$/.test(code) ? { otpCode: code } : { recoveryCode: code };
}

/** The public login screen: Username, Password, Login. */
export function LoginScreen() {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const [needsCode, setNeedsCode] = useState(false);
  const [mustEnrol, setMustEnrol] = useState(false);
  const username = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  useEffect(() => username.current?.focus(), []);
  useEffect(() => {
    if (needsCode) code.current?.focus();
  }, [needsCode]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ status: 'loading' });
    try {
      const reply = await client.auth.login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
        userAgent: navigator.userAgent,
        fingerprintHash: await fingerprintHash(),
        ...secondFactorInput(String(form.get('code') ?? '').trim()),
      });
      if (reply.msg) showSuccessToast(reply.msg);
      if (reply.secondFactorEnrolmentRequired) {
        setState({ status: 'idle' });
        setMustEnrol(true);
        return;
      }
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // The SDK already maps failures to the spec's login texts.
      const message = errorText(error, 'Please enter valid Username & Password');
      if (asksSecondFactor(error)) {
        setNeedsCode(true);
        code.current?.focus();
        code.current?.select();
      }
      setState({ status: 'error', message });
      showErrorToast(message);
    }
  }

  if (mustEnrol) return <EnrolmentPage onDone={() => navigate('/dashboard', { replace: true })} />;

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          <span className="brand-name">Backoffice</span>
        </div>
        <h1 id="login-title">Sign in</h1>
        <label>
          Username
          <input ref={username} name="username" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {needsCode ? (
          <label>
            Authentication code
            <input
              ref={code}
              name="code"
              autoComplete="one-time-code"
              aria-describedby="code-help"
              required
              maxLength={32}
            />
            <span id="code-help" className="field-help">
              The 6-digit code from your authenticator app, or one of your recovery codes.
            </span>
          </label>
        ) : null}
        {state.status === 'error' ? (
          <p role="alert" className="form-error">
            {state.message}
          </p>
        ) : null}
        <button type="submit" className="primary" aria-busy={state.status === 'loading'}>
          Login
        </button>
      </form>
    </main>
  );
}
