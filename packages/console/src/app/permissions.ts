import type { PermissionKey } from '@backoffice/sdk';

/** True when no key is required or the user holds any one of the required keys. */
export function holdsAny(
  held: readonly PermissionKey[] | undefined,
  required?: readonly PermissionKey[],
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((key) => held?.includes(key) ?? false);
}
