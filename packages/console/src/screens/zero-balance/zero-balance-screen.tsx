import { useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
import { DataGrid } from '../../components/data-grid/data-grid';
import { istDate } from '../../components/format';
import { toCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { collectPages } from '../../components/report/paged-export';
import { ReportFrame, SOURCES } from '../../components/report/report-frame';
import { TotalsLine } from '../../components/report/totals-line';
import { useReportData } from '../../components/report/use-report-data';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import { ZERO_COLUMNS, ZERO_CSV, ZERO_ORDER_KEYS, type ZeroBalanceRow } from './zero-balance-columns';

const DEFAULTS = {
  page: 1,
  perPage: 10,
  orderBy: 'created_at' as (typeof ZERO_ORDER_KEYS)[number],
  order: 'desc' as 'asc' | 'desc',
};
const ALLOWED = { orderBy: ZERO_ORDER_KEYS, order: ['asc', 'desc'] as const };

/** Players whose wallet balance is zero (current_page, per_page, order_by); a row opens the wallet. */
export default function ZeroBalanceScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const [query, setQuery] = useUrlQuery(DEFAULTS, ALLOWED);
  const order = { orderBy: query.orderBy, order: query.order };
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.zeroBalance({ ...order, currentPage: query.page, perPage: query.perPage }),
    JSON.stringify(query),
  );
  const fileName = `zero-balance-${istDate(0)}.csv`;

  return (
    <ReportFrame source={SOURCES.ledger} busy={busy}>
      <div className="report-toolbar">
        <TotalsLine
          items={[
            { label: 'Players with a zero balance', value: report?.pagination.totalCount, kind: 'count' },
          ]}
        />
        <ExportButton
          label="Export CSV"
          run={async (onProgress, signal) => {
            // A plain list of players: paging through it in pages of 500 costs what one query would.
            const rows = await collectPages(
              (page) => client.reports.zeroBalance({ ...order, currentPage: page, perPage: 500 }),
              onProgress,
              signal,
            );
            return { fileName, text: toCsv(ZERO_CSV, rows), rows: rows.length };
          }}
        />
      </div>
      <DataGrid<ZeroBalanceRow>
        label="Players with a zero balance"
        rows={report?.rows}
        columns={ZERO_COLUMNS}
        rowId={(row) => String(row.userId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={order}
        onSortChange={(sort) =>
          setQuery({
            orderBy: ZERO_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? DEFAULTS.orderBy,
            order: sort?.order ?? DEFAULTS.order,
            page: 1,
          })
        }
        onRowOpen={(row) => navigate(playerWalletUrl(row.userId))}
        rowLabel={(row) => row.fullName}
        noPageExport
        exportName={fileName}
        emptyText="No player has a zero balance"
      />
    </ReportFrame>
  );
}
