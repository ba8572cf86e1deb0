import { formatIst, formatMoney } from '../../components/format';
import { Offered } from '../../components/not-offered';
import { PlayerLuckFlag } from './player-luck-flag';
import type { UserDetails } from './users-types';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function UserDetailsView({ details: d }: { details: UserDetails }) {
  return (
    <div className="details">
      <dl className="details-grid">
        <Field label="User id" value={`#${d.userId}`} />
        <Field label="Name" value={d.fullName} />
        <Field label="Phone" value={d.phone} />
        <Field label="Email" value={d.email ?? '—'} />
        <Field label="Stage" value={d.stage} />
        <Field label="Balance" value={formatMoney(d.balance)} />
        <Field
          label="Watchlist"
          value={d.toWatch ? `Yes${d.watchlistReason ? ` — ${d.watchlistReason}` : ''}` : 'No'}
        />
        <Field label="Risk level" value={d.riskLevel ?? '—'} />
        <Field label="Can switch device" value={d.canSwitchDevice ? 'Yes' : 'No'} />
        <Field label="Registered" value={formatIst(d.createdAt)} />
        <Field label="Last login" value={formatIst(d.lastLoginAt)} />
        <Field label="Devices" value={d.deviceIds.length ? d.deviceIds.join(', ') : '—'} />
        <Field label="Total deposit" value={formatMoney(d.totalDeposit)} />
        <Field label="Total withdraw" value={formatMoney(d.totalWithdraw)} />
        <Field label="Total bid" value={formatMoney(d.totalBid)} />
        <Field label="Total win" value={formatMoney(d.totalWin)} />
        {d.blockType ? <Field label="Block" value={`${d.blockType} — ${d.blockReason ?? ''}`} /> : null}
        {d.blockedAt ? <Field label="Blocked at" value={formatIst(d.blockedAt)} /> : null}
        <Field label="Starline" value={d.starlineBlocked ? 'Blocked' : 'Allowed'} />
        <Field label="Jackpot" value={d.jackpotBlocked ? 'Blocked' : 'Allowed'} />
        <Field
          label="Blocked permissions"
          value={d.blockPermissions.length ? d.blockPermissions.join(', ') : 'None'}
        />
      </dl>
      <h3>Wins against chance</h3>
      <Offered needs={['integrity.playerLuck']} what="Risk hints">
        <PlayerLuckFlag userId={d.userId} />
      </Offered>
      <h3>Bank accounts</h3>
      {d.bankAccounts.length === 0 ? <p>No bank accounts</p> : null}
      <ul className="plain-list">
        {d.bankAccounts.map((account) => (
          <li key={account.accountId}>
            {account.bankName} · {account.accountHolder} · {account.accountNumber} · {account.ifsc}
            {account.upiId ? ` · ${account.upiId}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
