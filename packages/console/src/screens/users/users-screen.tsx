import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { visibleActions } from '../../app/actions/all-actions';
import { runAction, useActionContext } from '../../app/actions/use-action-context';
import { useRegisterActions } from '../../components/actions/use-row-actions';
import { DataGrid } from '../../components/data-grid/data-grid';
import type { GridSort } from '../../components/data-grid/types';
import { SearchBox } from '../../components/search-box';
import { useUrlQuery } from '../../components/use-url-query';
import { sessionSignal } from '../../state/session';
import type { ScreenProps } from '../screen-types';
import { UsersDialogs } from './dialogs/users-dialogs';
import { StageTabs } from './stage-tabs';
import { USER_COLUMNS } from './user-columns';
import { UserDetailsPanel } from './user-details-panel';
import { USERS_ACTIONS } from './users-actions';
import { loadStage, pageOneReload, stageCounts, stageLists } from './users-store';
import { DEFAULT_QUERY, ORDER_KEYS, STAGES, type UserRow } from './users-types';
import { closeUsersDialog, focusUser } from './users-ui';

const ALLOWED = { stage: STAGES, orderBy: ORDER_KEYS, order: ['asc', 'desc'] as const };

/** Users: stage tabs with counts, search, ordering, paging (10), details and every player action. */
export default function UsersScreen(_: ScreenProps) {
  useSignals();
  useRegisterActions('users', USERS_ACTIONS);
  const ctx = useActionContext();
  const [query, setQuery] = useUrlQuery(DEFAULT_QUERY, ALLOWED);
  const [location, navigate] = useLocation();
  const detailsId = Number(new URLSearchParams(useSearch()).get('user')) || null;
  const { stage, page, perPage, search, orderBy, order } = query;

  // The Users actions apply to the focused player: leaving the screen drops it, so its actions leave the
  // palette and their shortcuts stop acting on a player out of sight.
  useEffect(
    () => () => {
      focusUser(null);
      closeUsersDialog();
    },
    [],
  );

  useEffect(() => {
    void loadStage(ctx.client, { stage, page, perPage, search, orderBy, order });
  }, [ctx.client, stage, page, perPage, search, orderBy, order]);

  // A block or an unblock reloads some stages at page 1: the URL follows, so grid and link agree.
  const reload = pageOneReload.value;
  const seenReload = useRef(reload.round);
  useEffect(() => {
    if (seenReload.current === reload.round) return;
    seenReload.current = reload.round;
    if (reload.stages.includes(stage) && page !== 1) setQuery({ page: 1 }, { replace: true });
  });

  const state = stageLists.value[stage];
  const counts = stageCounts.value;
  const held = sessionSignal.value?.permission;
  const sort = useMemo<GridSort>(() => ({ orderBy, order }), [orderBy, order]);

  function openDetails(row: UserRow) {
    focusUser(row);
    const params = new URLSearchParams(window.location.search);
    params.set('user', String(row.userId));
    navigate(`${location}?${params}`);
  }

  function rowMenu(row: UserRow) {
    focusUser(row);
    return visibleActions(held, USERS_ACTIONS).map((action) => ({
      id: action.id,
      label: action.label,
      run: () => {
        focusUser(row);
        runAction(action, ctx);
      },
    }));
  }

  return (
    <div className="screen">
      <div className="screen-toolbar">
        <StageTabs current={stage} counts={counts} onSelect={(next) => setQuery({ stage: next, page: 1 })} />
        <SearchBox
          label="Search users"
          placeholder="Name, phone or user id"
          value={search}
          onSearch={(value) => setQuery({ search: value, page: 1 }, { replace: true })}
        />
      </div>
      <div role="tabpanel" id="users-panel" aria-labelledby={`users-tab-${stage}`}>
        <DataGrid<UserRow>
          label={`${stage} users`}
          rows={state?.list?.rows}
          columns={USER_COLUMNS}
          rowId={(row) => String(row.userId)}
          status={state?.status ?? 'loading'}
          error={state?.status === 'error' ? state.message : undefined}
          onRetry={() => void loadStage(ctx.client, query)}
          pagination={state?.list?.pagination}
          onPageChange={(next) => setQuery({ page: next })}
          sort={sort}
          onSortChange={(next) =>
            setQuery({
              orderBy: ORDER_KEYS.find((key) => key === next?.orderBy) ?? DEFAULT_QUERY.orderBy,
              order: next?.order ?? DEFAULT_QUERY.order,
              page: 1,
            })
          }
          onRowOpen={openDetails}
          rowMenu={rowMenu}
          rowLabel={(row) => row.fullName}
          exportName={`users-${stage.toLowerCase()}-page-${page}`}
          emptyText="No users in this stage"
        />
      </div>
      {detailsId ? <UserDetailsPanel userId={detailsId} /> : null}
      <UsersDialogs />
    </div>
  );
}
