import { useLocation } from 'wouter';
import { DetailDrawer } from '../../components/detail-drawer';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';
import { USER_COLUMNS } from './user-columns';
import { UserDetailsView } from './user-details-view';
import { DETAIL_ACTIONS, USER_ACTIONS } from './users-actions';
import { STAGES, stageLabel, type UserDetails, type UserList, type UserRow } from './users-types';

const list = defineList('users.list', {
  filters: [
    {
      key: 'stage',
      kind: 'tabs',
      label: 'User stages',
      initial: 'REGISTERED',
      options: STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) })),
      // Counts come with every page of the list (they ignore the search).
      counts: {
        count: (answer, stage) =>
          (answer as UserList).counts[stage.toLowerCase() as keyof UserList['counts']],
      },
    },
    { key: 'search', kind: 'search', label: 'Search users', placeholder: 'Name, phone or user id' },
    // 0: players with a balance.
    { key: 'balanceOver', kind: 'amount', label: 'Balance over (₹)', placeholder: 'Any' },
  ],
  sort: { orderBy: 'created_at', order: 'desc' },
  perPage: 10,
  columns: USER_COLUMNS,
  rowId: (row) => String(row.userId),
});

const DRAWER_ACTIONS = [...USER_ACTIONS, ...DETAIL_ACTIONS];

/** Users: stage tabs with counts, search, a balance floor, ordering, 10 per page, a player's details and every action. */
export default function UsersScreen(_: ScreenProps) {
  const [location, navigate] = useLocation();
  const openDetails = (row: UserRow) => {
    const params = new URLSearchParams(window.location.search);
    params.set('user', String(row.userId));
    navigate(`${location}?${params}`);
  };
  return (
    <ListScreen
      list={list}
      label={(values) => `${values.stage} users`}
      rowLabel={(row) => row.fullName}
      actions={USER_ACTIONS}
      onRowOpen={openDetails}
      emptyText="No users in this stage"
    >
      <DetailDrawer<UserDetails>
        param="user"
        heading="User details"
        op="users.details"
        input={(id) => ({ userId: Number(id) })}
        title={(user) => user.fullName}
        body={(user) => <UserDetailsView details={user} />}
        actions={DRAWER_ACTIONS}
        dependsOn={['users.list']}
      />
    </ListScreen>
  );
}
