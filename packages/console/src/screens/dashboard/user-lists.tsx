import type { BackofficeClient, OperationOutput } from '@backoffice/sdk';
import { useLocation } from 'wouter';
import { DataGrid } from '../../components/data-grid/data-grid';
import type { GridColumn } from '../../components/data-grid/types';
import { Tabs } from '../../components/tabs';
import { useRemote } from '../../components/use-remote';
import type { DashboardQuery } from './dashboard-query';

type Page = OperationOutput<'users.todayRegistered'>;
type Row = Page['rows'][number];

const COLUMNS: readonly GridColumn<Row>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 80 },
  { field: 'fullName', header: 'Name', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'balance', header: 'Balance', kind: 'money', width: 130 },
  { field: 'stage', header: 'Stage', width: 120, hidden: true },
  { field: 'createdAt', header: 'Registered', kind: 'datetime', width: 170 },
];

interface ListProps {
  label: string;
  load: () => Promise<Page>;
  keyText: string;
  onPage: (page: number) => void;
}

function UserList({ label, load, keyText, onPage }: ListProps) {
  const [, navigate] = useLocation();
  const { state, reload } = useRemote(load, keyText, undefined, `dashboard-list ${label}`);
  return (
    <DataGrid<Row>
      label={label}
      rows={state.value?.rows}
      columns={COLUMNS}
      rowId={(row) => String(row.userId)}
      status={state.status}
      error={state.status === 'error' ? state.message : undefined}
      onRetry={reload}
      pagination={state.value?.pagination}
      onPageChange={onPage}
      onRowOpen={(row) => navigate(`/users?user=${row.userId}`)}
      exportName={label.toLowerCase().replace(/\W+/g, '-')}
      emptyText="No users"
    />
  );
}

interface Props {
  client: BackofficeClient;
  query: DashboardQuery;
  setQuery: (patch: Partial<DashboardQuery>) => void;
  round: number;
}

/** The two balance lists under the dashboard, each paged by its own URL key. */
const BALANCE_LISTS = [
  { title: 'Zero-balance users', pageKey: 'zeroPage', call: 'zeroBalance' },
  { title: 'Non-balance users', pageKey: 'nonPage', call: 'noneBalance' },
] as const;

/** Today's registered users (two tabs), and the zero-balance and non-balance lists. */
export function DashboardUserLists({ client, query, setQuery, round }: Props) {
  const tabs = ['Registered today', 'Registered today and deposited'];
  return (
    <div className="dashboard-lists">
      <section aria-labelledby="today-title" className="panel">
        <h2 id="today-title">Today's registered users</h2>
        <Tabs
          label="Today's registered users"
          items={tabs.map((name, type) => ({ value: String(type), label: name }))}
          value={String(query.today)}
          onChange={(value) => setQuery({ today: Number(value), todayPage: 1 })}
        >
          <UserList
            label={tabs[query.today] ?? 'Registered today'}
            load={() =>
              client.users.todayRegistered({
                type: query.today === 1 ? 1 : 0,
                page: query.todayPage,
                perPage: 10,
              })
            }
            keyText={`${query.today}|${query.todayPage}|${round}`}
            onPage={(page) => setQuery({ todayPage: page })}
          />
        </Tabs>
      </section>
      {/* Plain panels: the list inside is the region of that name (one landmark per name). */}
      {BALANCE_LISTS.map(({ title, pageKey, call }) => (
        <div key={title} className="panel">
          <h2>{title}</h2>
          <UserList
            label={title}
            load={() => client.users[call]({ page: query[pageKey], perPage: 10 })}
            keyText={`${query[pageKey]}|${round}`}
            onPage={(page) => setQuery({ [pageKey]: page })}
          />
        </div>
      ))}
    </div>
  );
}
