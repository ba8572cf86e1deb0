import type { PgQuery } from './pg-report-query';

interface Props {
  query: PgQuery;
  gateways: readonly string[];
  /** Staff members for the admin filter; shown on the transactions level, where it applies. */
  admins?: readonly { employeeId: number; username: string }[];
  onChange: (patch: Partial<PgQuery>) => void;
}

/** The PG report's filters: payment_gateway, type and (for transactions) the admin who sent them. */
export function PgFilters({ query, gateways, admins, onChange }: Props) {
  const options =
    query.gateway && !gateways.includes(query.gateway) ? [query.gateway, ...gateways] : gateways;
  return (
    <div className="report-filters">
      <label className="report-filter">
        Gateway
        <select value={query.gateway} onChange={(e) => onChange({ gateway: e.currentTarget.value })}>
          <option value="">All gateways</option>
          {options.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </label>
      <label className="report-filter">
        Type
        <select
          value={query.type}
          onChange={(e) => onChange({ type: e.currentTarget.value as PgQuery['type'] })}
        >
          <option value="">Deposits and withdrawals</option>
          <option value="DEPOSIT">Deposits</option>
          <option value="WITHDRAWAL">Withdrawals</option>
        </select>
      </label>
      {admins ? (
        <label className="report-filter">
          Sent by
          <select value={query.admin} onChange={(e) => onChange({ admin: e.currentTarget.value })}>
            <option value="">Any staff member</option>
            {admins.map((a) => (
              <option key={a.employeeId} value={String(a.employeeId)}>
                {a.username}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
