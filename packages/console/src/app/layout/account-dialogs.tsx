import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { Modal } from '../../components/modal';
import { accountDialog, closeAccountDialog } from '../../state/account-dialog';

// In their own chunk: the login page's JavaScript stays within its budget.
const SessionList = lazy(() =>
  import('../../components/account/session-list').then((m) => ({ default: m.SessionList })),
);
const SecondFactorSetup = lazy(() =>
  import('../../components/account/second-factor-setup').then((m) => ({ default: m.SecondFactorSetup })),
);
const SignInPolicyForm = lazy(() =>
  import('../../components/account/sign-in-policy-form').then((m) => ({ default: m.SignInPolicyForm })),
);

const TITLES = {
  sessions: 'Your sessions',
  'second-factor': 'Two-factor sign-in',
  'sign-in-policy': 'Sign-in policy',
} as const;

/** The account dialog opened from the user menu or the palette, if any. */
export function AccountDialogs() {
  useSignals();
  const which = accountDialog.value;
  if (!which) return null;
  return (
    <Modal title={TITLES[which]} onClose={closeAccountDialog} wide={which === 'sessions'}>
      <Suspense fallback={<p>Loading...</p>}>
        {which === 'sessions' ? <SessionList /> : null}
        {which === 'second-factor' ? <SecondFactorSetup onDone={closeAccountDialog} /> : null}
        {which === 'sign-in-policy' ? <SignInPolicyForm onDone={closeAccountDialog} /> : null}
      </Suspense>
    </Modal>
  );
}
