import { lazy, Suspense } from 'react';

const SecondFactorSetup = lazy(() =>
  import('./second-factor-setup').then((m) => ({ default: m.SecondFactorSetup })),
);

/**
 * The whole page of a session that must set up a second factor before anything else (the sign-in
 * policy asks for one): right after signing in, and again after a reload, since every other call of
 * such a session is refused.
 */
export function EnrolmentPage({ onDone }: { onDone: () => void }) {
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="enrol-title">
        <h1 id="enrol-title">Set up two-factor sign-in</h1>
        <Suspense fallback={<p>Loading...</p>}>
          <SecondFactorSetup onDone={onDone} />
        </Suspense>
      </section>
    </main>
  );
}
