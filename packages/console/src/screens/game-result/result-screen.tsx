/**
 * The declare desk (/games/result, /starline/result, /jackpot/result; the registry row's family):
 * the spec's result filters in the URL, the slot's entry, preview, declare, change and delete, the
 * family's results (50 a page) and the slot's exposure views and revert-bid list.
 */
import type { Schemas } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import type { ActionDef } from '../../app/actions/types';
import { toActionDefs, useRegisterActions } from '../../components/actions/use-row-actions';
import { DataGrid } from '../../components/data-grid/data-grid';
import { istDate } from '../../components/format';
import { familyOfScreen, familyPermission } from '../../components/game/family';
import { useRowMenu } from '../../components/list/row-menu-items';
import { Offered } from '../../components/not-offered';
import { Tabs } from '../../components/tabs';
import { useOperation } from '../../components/use-operation';
import { useUrlQuery } from '../../components/use-url-query';
import { offerArrivalFocus } from '../../state/arrival';
import type { ScreenProps } from '../screen-types';
import { RESULT_COLUMNS } from './desk-columns';
import { DeskFilters } from './desk-filters';
import { DESK_ALLOWED, type DeskView, deskDefaults, resultsInput, slotOf } from './desk-query';
import {
  BidSummaryView,
  BidsByUserView,
  BidsView,
  DigitSummaryView,
  ReportView,
  type ViewProps,
  WinnersView,
} from './exposure-views';
import { type ResultRow, resultActions, resultName } from './result-actions';
import { RevertBidsView } from './revert-bids-view';
import { RESULTS_OWNER, SlotDesk } from './slot-desk';

const VIEW_LABELS: Readonly<Record<DeskView, string>> = {
  summary: 'Bid summary',
  digits: 'Bid digit summary',
  bids: 'Bids',
  users: 'Bids by user',
  winners: 'Winners',
  report: 'Result report',
  revert: 'Revert bids',
};

function SelectedView(props: ViewProps & { view: DeskView; providerName: string }) {
  switch (props.view) {
    case 'bids':
      return <BidsView {...props} />;
    case 'digits':
      return <DigitSummaryView {...props} />;
    case 'users':
      return <BidsByUserView {...props} />;
    case 'winners':
      return (
        <Offered needs={['results.winners']} what="Winners">
          <WinnersView {...props} />
        </Offered>
      );
    case 'report':
      return <ReportView {...props} />;
    case 'revert':
      return <RevertBidsView {...props} />;
    default:
      return <BidSummaryView {...props} />;
  }
}

export default function ResultScreen({ screen }: ScreenProps) {
  useSignals();
  const info = familyOfScreen(screen);
  const today = istDate(0);
  const defaults = useMemo(() => deskDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, DESK_ALLOWED);
  const slot = useMemo(() => slotOf(info, query), [info, query.provider, query.date, query.session]);
  const view = query.panel as DeskView;
  const entryRef = useRef<HTMLInputElement>(null);

  const providers = useOperation<Schemas['ProviderPickerList']>('providers.listByType', {
    type: info.providerType,
  });
  const providerRows = providers.data?.rows ?? [];
  const providerName =
    providerRows.find((row) => row.providerId === slot?.providerId)?.providerName ??
    `Provider ${query.provider}`;
  // The slot's desk (its declare and refund confirmations name the provider) waits for the provider list,
  // so that no confirmation ever says "Provider 7" where the list knows "Kalyan".
  const deskSlot = providers.data || providers.status === 'error' ? slot : null;
  const results = useOperation<Schemas['ResultList']>(RESULTS_OWNER, resultsInput(info, query));

  const actions = useMemo(
    () => resultActions(info, () => setQuery({ panel: 'winners', vpage: 1 })),
    [info, setQuery],
  );
  const defs = useMemo<ActionDef[]>(
    () => [
      ...toActionDefs(RESULTS_OWNER, actions),
      {
        id: 'desk.enter-result',
        label: `Enter the ${info.label.toLowerCase()} result`,
        keywords: ['save', 'panna', 'declare', 'type result'],
        shortcut: 'Alt+E',
        permission: [familyPermission(info, 'result')],
        when: () => entryRef.current !== null,
        run: () => entryRef.current?.focus(),
      },
      ...(Object.keys(VIEW_LABELS) as DeskView[]).map((key, index) => ({
        id: `desk.view.${key}`,
        label: `Show ${VIEW_LABELS[key].toLowerCase()}`,
        keywords: ['exposure', 'result', key],
        shortcut: `Alt+${index + 1}`,
        permission: [familyPermission(info, 'result')],
        run: () => setQuery({ panel: key, vpage: 1 }),
      })),
    ],
    [actions, info, setQuery],
  );
  useRegisterActions('desk', defs);
  // The results' row menu and focused record from the kit: only the actions this staff member may run.
  const menu = useRowMenu(RESULTS_OWNER, actions, resultName);

  const revertQuery = new URLSearchParams(window.location.search);
  revertQuery.set('panel', 'revert');
  const revertHref = `${window.location.pathname}?${revertQuery}`;

  // Arriving with no slot chosen: focus on the provider to pick (a slot's desk offers its entry itself).
  const root = useRef<HTMLDivElement>(null);
  const picking = slot === null;
  useEffect(() => {
    const element = root.current;
    if (!picking || !element) return;
    const focus = () => element.querySelector<HTMLSelectElement>('select[name="provider"]')?.focus();
    return offerArrivalFocus({ kind: 'entry', element, focus });
  }, [picking]);
  return (
    <div ref={root} className="screen declare-desk">
      <DeskFilters info={info} query={query} setQuery={setQuery} providers={providerRows} />
      {deskSlot ? (
        <SlotDesk
          info={info}
          slot={deskSlot}
          providerName={providerName}
          actions={actions}
          entryRef={entryRef}
          revertHref={revertHref}
          arrivalHere={view !== 'revert'}
        />
      ) : slot ? (
        <p className="muted">Loading the provider…</p>
      ) : (
        <p className="muted">Pick a provider to enter its result and see its bids before declaring.</p>
      )}
      <DataGrid<ResultRow>
        label={`${info.label} results`}
        rows={results.data?.rows}
        columns={RESULT_COLUMNS.filter((column) => info.hasSessions || column.field !== 'session')}
        rowId={(row) => String(row.resultId)}
        status={results.status}
        error={results.status === 'error' ? results.message : undefined}
        onRetry={results.reload}
        pagination={results.data?.pagination}
        onPageChange={(page) => setQuery({ page })}
        onRowFocus={menu.onRowFocus}
        onRowOpen={(row) =>
          setQuery({ provider: String(row.providerId), session: row.session ?? 'Open', vpage: 1 })
        }
        rowMenu={menu.rowMenu}
        rowLabel={resultName}
        exportName={`${info.family}-results-${query.date}`}
        emptyText="No results for these filters"
      />
      {deskSlot ? (
        <Tabs
          label="Exposure and settlement"
          items={(Object.keys(VIEW_LABELS) as DeskView[]).map((key) => ({
            value: key,
            label: VIEW_LABELS[key],
          }))}
          value={view}
          onChange={(next) => setQuery({ panel: next, vpage: 1 })}
        >
          <SelectedView
            view={view}
            info={info}
            slot={deskSlot}
            query={query}
            setQuery={setQuery}
            providerName={providerName}
          />
        </Tabs>
      ) : null}
    </div>
  );
}
