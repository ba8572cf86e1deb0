import {
  type BackofficeClient,
  type CallOptions,
  type InputField,
  OPERATION_INPUTS,
  OPERATIONS,
  type OperationId,
  type PermissionKey,
} from '@backoffice/sdk';

/** Operations that move money (they take an Idempotency-Key): the kit makes them ask first. */
export type MoneyOperationId = {
  [Id in OperationId]: (typeof OPERATIONS)[Id]['idempotent'] extends true ? Id : never;
}[OperationId];

function meta(id: string) {
  const found = (OPERATIONS as Record<string, (typeof OPERATIONS)[OperationId]>)[id];
  if (!found) throw new Error(`unknown operation ${id}`);
  return found;
}

/** Whether the operation takes an Idempotency-Key (one per intent, reused on retry). */
export function takesIdempotencyKey(id: string): boolean {
  return meta(id).idempotent;
}

/** The operation's x-permission keys: holding any one allows it. */
export function operationPermission(id: string): readonly PermissionKey[] {
  return meta(id).permission as readonly PermissionKey[];
}

export function operationQueryKeys(id: string): readonly string[] {
  return meta(id).queryParams;
}

/** The operation's input fields with the contract's constraints. */
export function operationFields(id: string): readonly InputField[] {
  return (OPERATION_INPUTS as Record<string, readonly InputField[]>)[id] ?? [];
}

/**
 * Shared code calls operations untyped, so the type checker instantiates the SDK's types only at a
 * screen's edge (one generic over the whole OperationId union multiplies its work).
 */
export async function callOperation(
  client: BackofficeClient,
  id: string,
  input: unknown,
  options?: CallOptions,
): Promise<{ data: unknown; msg: string }> {
  const send = client.send as (
    id: string,
    input: unknown,
    options?: CallOptions,
  ) => Promise<{ data: unknown; msg: string }>;
  return send(id, input, options);
}
