import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Navigate } from '../errors';
import { useServices } from '../services';
import type { ActionContext, ActionDef } from './types';

export function useActionContext(): ActionContext {
  const { client, session } = useServices();
  const [, setLocation] = useLocation();
  const navigate = useCallback<Navigate>((to, options) => setLocation(to, options), [setLocation]);
  return useMemo(() => ({ client, session, navigate }), [client, session, navigate]);
}

/** Runs an action; a throwing `run` becomes an error toast through the task runner it calls. */
export function runAction(action: ActionDef, ctx: ActionContext): void {
  void Promise.resolve(action.run(ctx)).catch(() => undefined);
}
