import { useState } from 'react';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { useServices } from '../../app/services';
import { useRemote } from '../use-remote';

/** The staff sign-in policy: a second factor for every admin and holder of a money or result key. */
export function SignInPolicyForm({ onDone }: { onDone: () => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const { state } = useRemote(
    () => client.employees.signInPolicy(),
    'sign-in-policy',
    'Failed to fetch the sign-in policy',
  );
  const policy = state.value;
  if (!policy) return <p aria-busy="true">Loading...</p>;
  const on = policy.secondFactorForMoneyKeys;

  async function toggle() {
    setBusy(true);
    try {
      await client.employees.setSignInPolicy({ secondFactorForMoneyKeys: !on });
      showSuccessToast(
        on
          ? 'Second factor no longer required by key'
          : 'Holders of money or result keys now need a second factor',
      );
      onDone();
    } catch (error) {
      showErrorToast(errorText(error, 'Failed to update the sign-in policy'));
      setBusy(false);
    }
  }

  return (
    <div className="second-factor">
      <p>
        {on
          ? 'Every admin and every employee holding one of these keys must sign in with a second factor:'
          : 'Require a second factor of every admin and every employee holding one of these keys:'}
      </p>
      <ul>
        {policy.moneyOrResultKeys.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
      <p>It applies from each one's next sign-in; those without one set it up before anything else.</p>
      <div className="form-actions">
        <button type="button" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={on ? 'danger' : 'primary'}
          data-autofocus
          onClick={toggle}
          disabled={busy}
        >
          {on ? 'Stop requiring a second factor' : 'Require a second factor'}
        </button>
      </div>
    </div>
  );
}
