import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { useServices } from '../../app/services';
import { fingerprintHash } from './fingerprint';

type LoginState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/** The public login screen: Username, Password, Login. */
export function LoginScreen() {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const username = useRef<HTMLInputElement>(null);
  useEffect(() => username.current?.focus(), []);

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
      });
      if (reply.msg) showSuccessToast(reply.msg);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // The SDK already maps failures to the spec's login texts.
      const message = errorText(error, 'Please enter valid Username & Password');
      setState({ status: 'error', message });
      showErrorToast(message);
    }
  }

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
