import type { Schemas } from '@backoffice/sdk';
import { useLocation, useSearch } from 'wouter';
import { type LinkAction, rowActions } from '../../components/actions/row-action';
import { RECENT_DAYS_AND_FAMILY } from '../../components/game/recent-days-filters';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';
import { BooksVerdictPanel } from './books-verdict';
import { ChainVerdictPanel } from './chain-verdict';
import { SessionProblemsDialog } from './session-problems-dialog';

type Row = Schemas['SessionCheckRow'];
type Verdict = Row['verdict'];

const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  PASS: 'Pass',
  FAIL: 'FAIL',
  UNCHECKED: 'Not checked',
};
const countsOf = (answer: unknown) => (answer as Schemas['SessionCheckList'] | undefined)?.counts;

const list = defineList('integrity.sessionChecks', {
  filters: [
    {
      key: 'verdict',
      kind: 'tabs',
      label: 'Verdict',
      initial: '',
      options: [
        { value: '', label: 'All' },
        { value: 'FAIL', label: 'Failed' },
        { value: 'PASS', label: 'Passed' },
        { value: 'UNCHECKED', label: 'Not checked' },
      ],
      counts: {
        count: (answer, value) => {
          const c = countsOf(answer);
          if (!c) return undefined;
          return value ? c[value.toLowerCase() as keyof typeof c] : c.pass + c.fail + c.unchecked;
        },
      },
    },
    ...RECENT_DAYS_AND_FAMILY,
  ],
  columns: [
    {
      field: 'verdict',
      header: 'Check',
      width: 120,
      text: (r: Row) => VERDICT_TEXT[r.verdict],
      tone: (r: Row) => (r.verdict === 'PASS' ? 'good' : r.verdict === 'FAIL' ? 'bad' : undefined),
    },
    {
      field: 'providerName',
      header: 'Session',
      flex: 1.3,
      text: (r: Row) => `${r.providerName}${r.session ? ` ${r.session}` : ''}`,
    },
    { field: 'gameDate', header: 'Day', width: 110 },
    { field: 'display', header: 'Result', width: 100 },
    { field: 'resultStatus', header: 'Status', width: 110, hidden: true },
    { field: 'bids', header: 'Bids', kind: 'number', width: 90 },
    { field: 'winners', header: 'Winners', kind: 'number', width: 100 },
    { field: 'totalWin', header: 'Total win', kind: 'money', width: 125 },
    { field: 'entriesTotal', header: 'Win entries', kind: 'money', width: 125 },
    { field: 'problemCount', header: 'Problems', kind: 'number', width: 105 },
    { field: 'checkedAt', header: 'Checked', kind: 'datetime', width: 175, hidden: true },
  ],
  rowId: (row) => String(row.resultId),
});

/** This screen's URL with one session's check open. */
function sessionUrl(resultId: number): string {
  const params = new URLSearchParams(window.location.search);
  params.set('session', String(resultId));
  return `${window.location.pathname}?${params}`;
}

const act = rowActions<Row>({ invalidates: ['integrity.sessionChecks', 'integrity.alarms'] });
const sessionName = (r: Row) => `${r.providerName}${r.session ? ` ${r.session}` : ''} ${r.gameDate}`;

const ACTIONS = [
  {
    id: 'problems',
    label: (r: Row) => `Show the check of ${sessionName(r)}`,
    keywords: ['problems', 'bids', 'entries', 'drill', 'details', 'open'],
    shortcut: 'Alt+O',
    href: (r: Row) => sessionUrl(r.resultId),
  } satisfies LinkAction<Row>,
  act({
    op: 'integrity.checkSession',
    id: 'recheck',
    label: 'Check this session again',
    keywords: ['verify', 'settlement', 'recheck'],
    shortcut: 'Alt+K',
    input: (r) => ({ resultId: r.resultId }),
  }),
];

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['integrity.books', 'integrity.alarms'] })({
    op: 'integrity.checkBooks',
    id: 'check-books',
    label: 'Check the books now',
    keywords: ['balances', 'ledger', 'verify', 'whole books'],
    shortcut: 'Alt+B',
    input: () => ({}),
  }),
  rowActions<null>({ invalidates: ['integrity.chains', 'integrity.alarms'] })({
    op: 'integrity.verifyChains',
    id: 'verify-chains',
    label: 'Verify the hash chains now',
    keywords: ['chain', 'tamper', 'hash', 'ledger', 'audit', 'verify', 'checkpoint'],
    shortcut: 'Alt+Shift+V',
    input: () => ({}),
  }),
  rowActions<null>({ invalidates: ['integrity.chains'] })({
    op: 'integrity.checkpointChains',
    id: 'checkpoint-chains',
    label: 'Write a signed checkpoint of the chains now',
    keywords: ['chain', 'checkpoint', 'sign', 'anchor', 'head'],
    input: () => ({}),
  }),
];

/**
 * The Books: the whole-books verdict, then one row per declared or reverted session with its settlement
 * check (run by the server after every declare and revert); a row opens the offending bids and entries.
 */
export default function BooksScreen(_: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const open = Number(search.get('session'));
  const close = () => {
    search.delete('session');
    navigate(`${location}${search.size ? `?${search}` : ''}`);
  };
  return (
    <ListScreen
      list={list}
      label="Settlement checks of declared sessions"
      rowLabel={sessionName}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      onRowOpen={(row) => navigate(sessionUrl(row.resultId))}
      intro={
        <>
          <BooksVerdictPanel />
          <ChainVerdictPanel />
        </>
      }
      emptyText="No declared or reverted sessions in these days"
    >
      {open ? <SessionProblemsDialog resultId={open} onClose={close} /> : null}
    </ListScreen>
  );
}
