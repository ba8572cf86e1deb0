import type { OperationOutput } from '@backoffice/sdk';
import { useEffect, useRef, useState } from 'react';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { useServices } from '../../app/services';
import { formatIst } from '../format';
import { useRemote } from '../use-remote';
import { browserName } from './browser-name';

type SessionRow = OperationOutput<'auth.sessions'>['rows'][number];

interface Props {
  /** An employee's sessions (Employees, an admin); the caller's own ("Your sessions") when absent. */
  employee?: { employeeId: number; username: string };
}

/**
 * Live sessions with their browser, address, sign-in and last use, the caller's own marked; ends one,
 * or every other one. Each end is audited by the server.
 */
export function SessionList({ employee }: Props) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const { state, reload } = useRemote(
    () =>
      employee ? client.employees.sessions({ employeeId: employee.employeeId }) : client.auth.sessions(),
    `sessions:${employee?.employeeId ?? 'own'}`,
    'Failed to fetch sessions',
  );
  const rows: SessionRow[] = state.value?.rows ?? [];
  const box = useRef<HTMLDivElement>(null);
  // Once loaded (and after each end), the first enabled button takes focus unless focus is already in here.
  useEffect(() => {
    if (state.status !== 'ok' || box.current?.contains(document.activeElement)) return;
    box.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [state]);
  const others = rows.filter((row) => !row.current);

  async function run(task: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await task();
      showSuccessToast(done);
      reload();
    } catch (error) {
      showErrorToast(errorText(error, 'Failed to end the session'));
    } finally {
      setBusy(false);
    }
  }

  const endOne = (row: SessionRow) =>
    run(
      () =>
        employee
          ? client.employees.endSession({ employeeId: employee.employeeId, sessionId: row.sessionId })
          : client.auth.endSession({ sessionId: row.sessionId }),
      'Session ended',
    );
  const endOthers = () =>
    run(
      () =>
        employee
          ? client.employees.endSessions({ employeeId: employee.employeeId })
          : client.auth.endOtherSessions(),
      employee ? `Sessions of ${employee.username} ended` : 'Signed out of every other session',
    );

  return (
    <div className="session-list" ref={box} aria-busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <p role="alert" className="form-error">
          {state.message}
        </p>
      ) : null}
      {state.status !== 'loading' && rows.length === 0 ? <p className="notice">No live sessions.</p> : null}
      {rows.length > 0 ? (
        <table className="session-table">
          <caption className="visually-hidden">
            {employee ? `Sessions of ${employee.username}` : 'Your sessions'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = browserName(row.userAgent);
              return (
                <tr key={row.sessionId} aria-current={row.current ? 'true' : undefined}>
                  <td title={row.userAgent}>
                    {name}
                    {row.current ? <span className="state-badge current-session">This session</span> : null}
                  </td>
                  <td>{row.ip ?? '—'}</td>
                  <td>{formatIst(row.createdAt)}</td>
                  <td>{formatIst(row.lastUsedAt)}</td>
                  <td>
                    {row.current ? null : (
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={`End session: ${name} from ${row.ip ?? 'unknown address'}, last used ${formatIst(row.lastUsedAt)}`}
                        onClick={() => endOne(row)}
                      >
                        End session
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <div className="form-actions">
        <button type="button" className="danger" disabled={busy || others.length === 0} onClick={endOthers}>
          {employee ? 'End all sessions' : 'Sign out of all other sessions'}
        </button>
      </div>
    </div>
  );
}
