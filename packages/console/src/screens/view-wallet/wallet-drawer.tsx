/**
 * A player's wallet in a drawer with its own URL (?user=ID): the user brief, Adjust balance, and the
 * four lists (gateway deposits, withdrawals, all transactions, bid history) as tabs.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  actionMark,
  toActionDefs,
  useRegisterActions,
  useRunRowAction,
} from '../../components/actions/use-row-actions';
import { formatMoney } from '../../components/format';
import { ListScreen } from '../../components/list/list-screen';
import { Modal } from '../../components/modal';
import { Tabs } from '../../components/tabs';
import { useOperation } from '../../components/use-operation';
import { focusRecord } from '../../state/scope';
import { adjustAction, type Brief } from './adjust-action';
import { walletTabs } from './wallet-tabs';

type Tab = 'pg' | 'wd' | 'all' | 'bids';
const TAB_ITEMS: { value: Tab; label: string }[] = [
  { value: 'pg', label: 'Gateway deposits' },
  { value: 'wd', label: 'Withdrawals' },
  { value: 'all', label: 'All transactions' },
  { value: 'bids', label: 'Bid history' },
];
const OWNER = 'wallet.userBrief';

function BriefView({ brief }: { brief: Brief }) {
  const lines: [string, string][] = [
    ['Player', `${brief.fullName} (user ${brief.userId}, ${brief.phone})`],
    ['Balance', formatMoney(brief.balance)],
    ['Total deposit', formatMoney(brief.totalDeposit)],
    ['Total withdraw', formatMoney(brief.totalWithdraw)],
    ['Total bid', formatMoney(brief.totalBid)],
    ['Total win', formatMoney(brief.totalWin)],
  ];
  return (
    <dl className="detail-list" aria-label="User brief">
      {lines.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WalletDrawer({ userId }: { userId: number }) {
  const [location, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>('all');
  const brief = useOperation<Brief>('wallet.userBrief', { userId }, ['wallet.adjust']);
  const reasons = useOperation<{ rows: { reasons: string; isAction: boolean }[] }>('manualFunds.list', {
    perPage: 100,
  });
  const names = useMemo(
    () => (reasons.data?.rows ?? []).filter((r) => r.isAction).map((r) => r.reasons),
    [reasons.data],
  );
  const adjust = useMemo(() => adjustAction(names), [names]);
  // The form takes its reasons when it opens: it is offered only once they have arrived.
  const reasonsRead = reasons.data !== undefined || reasons.status === 'error';
  const defs = useMemo(() => (reasonsRead ? toActionDefs(OWNER, [adjust]) : []), [adjust, reasonsRead]);
  useRegisterActions(OWNER, defs);
  const run = useRunRowAction();
  const lists = useMemo(() => walletTabs(userId), [userId]);
  const data = brief.status === 'ok' ? brief.data : undefined;
  useEffect(() => {
    if (data) focusRecord(OWNER, `${data.userId} ${data.fullName}`, data);
  }, [data]);

  function close() {
    const params = new URLSearchParams(window.location.search);
    params.delete('user');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location);
  }

  return (
    <Modal title="Player wallet" onClose={close} wide record={data} keysOwner={OWNER}>
      {brief.status === 'loading' ? <p role="status">Loading...</p> : null}
      {brief.status === 'error' ? <p role="alert">{brief.message}</p> : null}
      {data ? (
        <>
          <div className="toolbar" role="toolbar" aria-label="Wallet actions">
            <button
              type="button"
              className="primary"
              {...actionMark(OWNER, adjust)}
              disabled={!reasonsRead}
              onClick={() => run(adjust, data)}
            >
              Adjust balance…
            </button>
          </div>
          <BriefView brief={data} />
        </>
      ) : null}
      <Tabs label="Wallet lists" items={TAB_ITEMS} value={tab} onChange={setTab}>
        {tab === 'pg' ? (
          <ListScreen list={lists.pg} label="Gateway deposits" rowLabel={(r) => `deposit ${r.tranId}`} />
        ) : null}
        {tab === 'wd' ? (
          <ListScreen list={lists.wd} label="Withdrawals" rowLabel={(r) => `request ${r.requestId}`} />
        ) : null}
        {tab === 'all' ? (
          <ListScreen list={lists.all} label="All transactions" rowLabel={(r) => `entry ${r.entryId}`} />
        ) : null}
        {tab === 'bids' ? (
          <ListScreen list={lists.bids} label="Bid history" rowLabel={(r) => `bid ${r.bidId}`} />
        ) : null}
      </Tabs>
    </Modal>
  );
}
