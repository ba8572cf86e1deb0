import type { BackofficeClient, SessionStore, StoredSession } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/** The stored login, mirrored from the SDK's session store (cleared on 401 and expiry). */
export const sessionSignal = signal<StoredSession | null>(null);

/** Keeps `sessionSignal` in step with the store; returns the unsubscribe function. */
export function bindSession(store: SessionStore): () => void {
  sessionSignal.value = store.get();
  return store.subscribe(() => {
    sessionSignal.value = store.get();
  });
}

// The stored login does not say who signed in (the spec's login answer has no id): auth.me does. Kept
// with the token it was read for, so another login never sees the last one's id. It also says whether
// this session may only set up a second factor (the sign-in policy asks for one and none is set up).
const signedInEmployee = signal<{
  token: string;
  employeeId: number;
  username: string;
  enrolmentOnly: boolean;
} | null>(null);

/** Reads the signed-in employee's id (auth.me) once per login. */
export async function readSignedInEmployee(client: BackofficeClient): Promise<void> {
  const token = sessionSignal.value?.token;
  if (!token || signedInEmployee.value?.token === token) return;
  const me = await client.auth.me();
  if (sessionSignal.value?.token === token)
    signedInEmployee.value = {
      token,
      employeeId: me.employeeId,
      username: me.username,
      enrolmentOnly: me.secondFactorEnrolmentRequired ?? false,
    };
}

/** Forgets who is signed in (auth.me is read again for the next session, even with the same token). */
export function forgetSignedInEmployee(): void {
  signedInEmployee.value = null;
}

/** This session may only set up a second factor (known once auth.me has answered for this login). */
export function mustEnrolFirst(): boolean {
  const me = signedInEmployee.value;
  return me !== null && me.token === sessionSignal.value?.token && me.enrolmentOnly;
}

/** The set-up is done: the session now opens the console. */
export function enrolled(): void {
  const me = signedInEmployee.value;
  if (me) signedInEmployee.value = { ...me, enrolmentOnly: false };
}

/** Whether the employee is the one signed in (false until auth.me has answered for this login). */
export function isSignedInEmployee(employeeId: number): boolean {
  const me = signedInEmployee.value;
  return me !== null && me.token === sessionSignal.value?.token && me.employeeId === employeeId;
}

/** The signed-in employee's username (null until auth.me has answered): a live change by them is their own. */
export function signedInUsername(): string | null {
  const me = signedInEmployee.value;
  return me !== null && me.token === sessionSignal.value?.token ? me.username : null;
}
