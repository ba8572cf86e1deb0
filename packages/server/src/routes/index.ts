import type { HandlerTable } from '../http/handler.js';
import { analysisHandlers } from './analysis.js';
import { appSettingsHandlers } from './app-settings.js';
import { withApprovalGuards } from './approval-guards.js';
import { approvalsHandlers } from './approvals.js';
import { auditHandlers } from './audit.js';
import { authHandlers } from './auth.js';
import { bidsHandlers } from './bids.js';
import { boardHandlers } from './board.js';
import { chainsHandlers } from './chains.js';
import { chatHandlers } from './chat.js';
import { dashboardHandlers } from './dashboard.js';
import { employeesHandlers } from './employees.js';
import { fingerprintsHandlers } from './fingerprints.js';
import { gatewayHandlers } from './gateway.js';
import { hostHandlers } from './host.js';
import { ideasHandlers } from './ideas.js';
import { integrityHandlers } from './integrity.js';
import { liveHandlers } from './live.js';
import { manualFundsHandlers } from './manual-funds.js';
import { newsHandlers } from './news.js';
import { notificationsHandlers } from './notifications.js';
import { providersHandlers } from './providers.js';
import { ratesHandlers } from './rates.js';
import { reportsHandlers } from './reports.js';
import { resultCorrectionHandlers } from './result-correction.js';
import { resultsHandlers } from './results.js';
import { secondFactorHandlers } from './second-factor.js';
import { sessionsHandlers } from './sessions.js';
import { settingsHandlers } from './settings.js';
import { signInAdminHandlers } from './sign-in-admin.js';
import { usersHandlers } from './users.js';
import { viewsHandlers } from './views.js';
import { walletHandlers } from './wallet.js';

/** Every area's handlers: one line per area (routes/<area>.ts exports `<area>Handlers`). */
const areas: Record<string, HandlerTable> = {
  auth: authHandlers,
  'second-factor': secondFactorHandlers,
  sessions: sessionsHandlers,
  'sign-in-admin': signInAdminHandlers,
  users: usersHandlers,
  dashboard: dashboardHandlers,
  wallet: walletHandlers,
  gateway: gatewayHandlers,
  'manual-funds': manualFundsHandlers,
  providers: providersHandlers,
  rates: ratesHandlers,
  settings: settingsHandlers,
  results: resultsHandlers,
  'result-correction': resultCorrectionHandlers,
  bids: bidsHandlers,
  board: boardHandlers,
  live: liveHandlers,
  reports: reportsHandlers,
  analysis: analysisHandlers,
  news: newsHandlers,
  notifications: notificationsHandlers,
  ideas: ideasHandlers,
  'app-settings': appSettingsHandlers,
  employees: employeesHandlers,
  fingerprints: fingerprintsHandlers,
  audit: auditHandlers,
  chat: chatHandlers,
  chains: chainsHandlers,
  integrity: integrityHandlers,
  views: viewsHandlers,
};

/** Merges the areas' tables; an operationId handled twice is a mistake caught at start-up. */
export function mergeHandlerTables(tables: Record<string, HandlerTable>): HandlerTable {
  const merged: HandlerTable = {};
  const owner = new Map<string, string>();
  for (const [area, table] of Object.entries(tables)) {
    for (const [operationId, handler] of Object.entries(table)) {
      const previous = owner.get(operationId);
      if (previous)
        throw new Error(`${operationId} is handled by both routes/${previous}.ts and routes/${area}.ts`);
      owner.set(operationId, area);
      merged[operationId] = handler;
    }
  }
  return merged;
}

const unguarded = mergeHandlerTables(areas);

/**
 * The guarded operations answer 202 with an approval request when their policy applies; an approval runs
 * the unguarded handler (routes/approval-guards.ts, routes/approvals.ts).
 */
export const handlers: HandlerTable = mergeHandlerTables({
  areas: withApprovalGuards(unguarded),
  approvals: approvalsHandlers(unguarded),
  host: hostHandlers(() => handlers),
});
