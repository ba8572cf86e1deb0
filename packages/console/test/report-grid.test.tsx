import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataGrid } from '../src/components/data-grid/data-grid';
import type { GridColumn } from '../src/components/data-grid/types';

interface Row {
  id: number;
  name: string;
  pnl: number;
}

const columns: GridColumn<Row>[] = [
  { field: 'name', header: 'Player' },
  { field: 'pnl', header: 'P/L', kind: 'money' },
];

describe('DataGrid in a report', () => {
  it('pins the totals of the filtered set under the page, marks negative amounts, and leaves out the page export', async () => {
    render(
      <DataGrid<Row>
        label="Profit and loss"
        rows={[
          { id: 1, name: 'Asha', pnl: 1250 },
          { id: 2, name: 'Ravi', pnl: -300.5 },
        ]}
        columns={columns}
        rowId={(row) => String(row.id)}
        status="ok"
        exportName="pl"
        totals={{ name: 'Totals (48 players)', pnl: -1_00_000 }}
        noPageExport
      />,
    );
    const region = await screen.findByRole('region', { name: 'Profit and loss' });
    const totals = await within(region).findByText('Totals (48 players)');
    const totalsRow = totals.closest('.ag-row-pinned');
    expect(totalsRow).toBeTruthy();
    const cell = (text: string, scope: HTMLElement) =>
      within(scope).getByText(text).closest('.ag-cell')?.className ?? '';
    expect(cell('-₹1,00,000.00', totalsRow as HTMLElement)).toContain('money-negative');
    expect(cell('-₹300.50', region)).toContain('money-negative');
    expect(cell('₹1,250.00', region)).not.toContain('money-negative');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
