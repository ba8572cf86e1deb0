import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { setSwitchDevice, updatePermissions } from '../users-mutations';
import type { UserPermissions } from '../users-types';
import { SetCheckbox, SwitchField } from './choice-fields';
import { FormActions, type UserDialogProps } from './form-dialog';
import { LoadedDialog, type LoadedFormProps } from './loaded-dialog';

type PermissionKey = UserPermissions['blockPermissions'][number];

/** Per-user permissions (block_permissions) and the can_switch_device switch (saved at once). */
export function PermissionsDialog({ user, onClose }: UserDialogProps) {
  const { client } = useServices();
  return (
    <LoadedDialog
      title={`Permissions of ${user.fullName}`}
      onClose={onClose}
      load={() => client.users.getPermissions({ userId: user.userId })}
      failure="Failed to fetch permission data"
    >
      {(value) => <PermissionsForm userId={user.userId} value={value} onClose={onClose} />}
    </LoadedDialog>
  );
}

function PermissionsForm({ userId, value, onClose }: LoadedFormProps<UserPermissions>) {
  const { client } = useServices();
  const [blocked, setBlocked] = useState<ReadonlySet<PermissionKey>>(() => new Set(value.blockPermissions));
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
          <SetCheckbox key={permission.key} value={permission.key} set={blocked} onChange={setBlocked}>
            Block {permission.label}
          </SetCheckbox>
        ))}
      </fieldset>
      <SwitchField label="Can switch device" checked={canSwitch} onChange={toggleSwitch} />
      <FormActions onClose={onClose} submitLabel="Save permissions" />
    </form>
  );
}
