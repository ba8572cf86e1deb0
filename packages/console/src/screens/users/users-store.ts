import type { BackofficeClient } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { errorText, showErrorToast } from '../../app/errors';
import { DEFAULT_QUERY, type UserList, type UserRow, type UserStage, type UsersQuery } from './users-types';

export type StageState =
  | { status: 'loading'; list?: UserList }
  | { status: 'ok'; list: UserList }
  | { status: 'error'; message: string; list?: UserList };

/** Every stage's list as last loaded (the spec keeps one list per stage). */
export const stageLists = signal<Partial<Record<UserStage, StageState>>>({});
/** The query each stage was last loaded with (reloads reuse it). */
const lastQuery: Partial<Record<UserStage, UsersQuery>> = {};
const latestRequest: Partial<Record<UserStage, number>> = {};
let requestCounter = 0;
/** Every stage's count, from the newest answer of any stage (a block elsewhere changes them all). */
export const stageCounts = signal<UserList['counts'] | undefined>(undefined);
let countsRequest = 0;
/** Each block or unblock puts these stages back on page 1; the screen moves its URL's page along. */
export const pageOneReload = signal<{ round: number; stages: readonly UserStage[] }>({
  round: 0,
  stages: [],
});

function setStage(stage: UserStage, state: StageState): void {
  stageLists.value = { ...stageLists.value, [stage]: state };
}

/** Loads one stage's page; stale answers (an older request for the same stage) are dropped. */
export async function loadStage(client: BackofficeClient, query: UsersQuery): Promise<void> {
  const { stage } = query;
  const request = ++requestCounter;
  latestRequest[stage] = request;
  lastQuery[stage] = query;
  setStage(stage, { status: 'loading', list: stageLists.value[stage]?.list });
  try {
    const list = await client.users.list({
      stage,
      page: query.page,
      perPage: query.perPage,
      search: query.search || undefined,
      orderBy: query.orderBy,
      order: query.order,
    });
    if (latestRequest[stage] === request) setStage(stage, { status: 'ok', list });
    if (request > countsRequest) {
      countsRequest = request;
      stageCounts.value = list.counts;
    }
  } catch (error) {
    if (latestRequest[stage] !== request) return;
    const message = errorText(error, 'Something went wrong');
    showErrorToast(message);
    setStage(stage, { status: 'error', message, list: stageLists.value[stage]?.list });
  }
}

/** Reloads a stage with its last query (or the defaults), optionally overriding paging. */
export function reloadStage(client: BackofficeClient, stage: UserStage, override: Partial<UsersQuery> = {}) {
  return loadStage(client, { ...DEFAULT_QUERY, ...lastQuery[stage], stage, ...override });
}

/** After a watchlist change: toWatch and the reason change in every stage list (spec section 4). */
export function patchUserEverywhere(userId: number, patch: Partial<UserRow>): void {
  const next: Partial<Record<UserStage, StageState>> = {};
  for (const [stage, state] of Object.entries(stageLists.value) as [UserStage, StageState][]) {
    if (!state.list) {
      next[stage] = state;
      continue;
    }
    const rows = state.list.rows.map((row) => (row.userId === userId ? { ...row, ...patch } : row));
    next[stage] = { ...state, list: { ...state.list, rows } } as StageState;
  }
  stageLists.value = next;
}

/** Blocking and unblocking reload REGISTERED, BLOCKED and BANNED with page 1, 10 per page. */
export function reloadAfterBlockChange(client: BackofficeClient): Promise<unknown> {
  const stages: UserStage[] = ['REGISTERED', 'BLOCKED', 'BANNED'];
  pageOneReload.value = { round: pageOneReload.value.round + 1, stages };
  return Promise.all(stages.map((stage) => reloadStage(client, stage, { page: 1, perPage: 10 })));
}

export function resetUsersStore(): void {
  stageLists.value = {};
  stageCounts.value = undefined;
  for (const stage of Object.keys(lastQuery) as UserStage[]) delete lastQuery[stage];
}
