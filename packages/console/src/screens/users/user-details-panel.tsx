import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { visibleActions } from '../../app/actions/all-actions';
import { runTask } from '../../app/actions/run-task';
import { runAction, useActionContext } from '../../app/actions/use-action-context';
import { Modal } from '../../components/modal';
import { sessionSignal } from '../../state/session';
import { UserDetailsView } from './user-details-view';
import { USERS_ACTIONS } from './users-actions';
import type { UserDetails } from './users-types';
import { focusUser, usersVersion } from './users-ui';

type DetailsState = { status: 'loading' } | { status: 'ok'; details: UserDetails } | { status: 'error' };

/** A player's details (opened from a row, the palette's player search, or a shared link). */
export function UserDetailsPanel({ userId }: { userId: number }) {
  useSignals();
  const ctx = useActionContext();
  const [location, navigate] = useLocation();
  const [state, setState] = useState<DetailsState>({ status: 'loading' });
  const version = usersVersion.value;
  useEffect(() => {
    let live = true;
    void runTask(() => ctx.client.users.details({ userId }), {
      failure: 'Failed to fetch user details',
      onSuccess: (details) => {
        if (!live) return;
        setState({ status: 'ok', details });
        focusUser(details);
      },
      onError: () => live && setState({ status: 'error' }),
    });
    return () => {
      live = false;
    };
  }, [ctx.client, userId, version]);

  function close() {
    const params = new URLSearchParams(window.location.search);
    params.delete('user');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location);
  }

  const actions = visibleActions(sessionSignal.value?.permission, USERS_ACTIONS).filter(
    (a) => a.id !== 'users.details',
  );
  return (
    <Modal title="User details" onClose={close} wide>
      {state.status === 'loading' ? <p role="status">Loading...</p> : null}
      {state.status === 'error' ? <p role="alert">Failed to fetch user details</p> : null}
      {state.status === 'ok' ? (
        <>
          <div className="toolbar" role="toolbar" aria-label="User actions">
            {actions.map((action) => (
              <button key={action.id} type="button" onClick={() => runAction(action, ctx)}>
                {action.label}
              </button>
            ))}
          </div>
          <UserDetailsView details={state.details} />
        </>
      ) : null}
    </Modal>
  );
}
