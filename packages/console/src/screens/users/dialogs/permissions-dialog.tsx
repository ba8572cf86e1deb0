import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import { setSwitchDevice, updatePermissions } from '../users-mutations';
import type { UserPermissions, UserRow } from '../users-types';
import { useLoaded } from './use-loaded';

/** Per-user permissions (block_permissions) and the can_switch_device switch (saved at once). */
export function PermissionsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { client } = useServices();
  const loaded = useLoaded(
    () => client.users.getPermissions({ userId: user.userId }),
    'Failed to fetch permission data',
  );
  return (
    <Modal title={`Permissions of ${user.fullName}`} onClose={onClose}>
      {loaded.status === 'loading' ? <p role="status">Loading...</p> : null}
      {loaded.status === 'error' ? <p role="alert">Failed to fetch permission data</p> : null}
      {loaded.status === 'ok' ? (
        <PermissionsForm userId={user.userId} value={loaded.value} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function PermissionsForm({
  userId,
  value,
  onClose,
}: {
  userId: number;
  value: UserPermissions;
  onClose: () => void;
}) {
  const { client } = useServices();
  const [blocked, setBlocked] = useState(() => new Set(value.blockPermissions));
  const [canSwitch, setCanSwitch] = useState(value.canSwitchDevice);

  async function toggleSwitch(next: boolean) {
    setCanSwitch(next);
    if (!(await setSwitchDevice(client, userId, next)).ok) setCanSwitch(!next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await updatePermissions(client, userId, [...blocked])).ok) onClose();
  }

  return (
    <form className="form" onSubmit={submit}>
      <fieldset>
        <legend>Blocked permissions</legend>
        {value.availablePermissions.map((permission) => (
          <label key={permission.key} className="check">
            <input
              type="checkbox"
              checked={blocked.has(permission.key)}
              onChange={(event) => {
                const next = new Set(blocked);
                if (event.currentTarget.checked) next.add(permission.key);
                else next.delete(permission.key);
                setBlocked(next);
              }}
            />
            Block {permission.label}
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={canSwitch}
          checked={canSwitch}
          onChange={(e) => toggleSwitch(e.currentTarget.checked)}
        />
        Can switch device
      </label>
      <div className="form-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary">
          Save permissions
        </button>
      </div>
    </form>
  );
}
