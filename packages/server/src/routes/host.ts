/** What this host offers (GET /v1/capabilities): the operations it serves and its optional behaviours. */
import { CONTRACT_VERSION, OPERATIONS } from '@backoffice/sdk';
import type { Config } from '../config.js';
import type { HandlerTable } from '../http/handler.js';

/** The operations this server answers: the contract's, with a handler, within V1_OFFER when set. */
export function servedOperations(config: Pick<Config, 'offer'>, handlers: HandlerTable): string[] {
  return Object.keys(OPERATIONS).filter(
    (id) => handlers[id] !== undefined && (config.offer === undefined || config.offer.includes(id)),
  );
}

/** `handlers` is read at request time: the table this one is merged into. */
export function hostHandlers(handlers: () => HandlerTable): HandlerTable {
  return {
    'host.capabilities': async (ctx) => {
      const operations = servedOperations(ctx.config, handlers());
      const serves = (id: string) => operations.includes(id);
      return {
        data: {
          contract_version: CONTRACT_VERSION,
          operations,
          behaviours: {
            approval_policies: serves('approvals.policies'),
            second_factor: serves('auth.secondFactor'),
            integrity_checks: serves('integrity.alarms'),
            live_events: serves('live.events'),
          },
        },
      };
    },
  };
}
