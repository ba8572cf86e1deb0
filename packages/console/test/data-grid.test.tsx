import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from '../src/components/data-grid/data-grid';
import type { DataGridProps, GridColumn } from '../src/components/data-grid/types';

interface Row {
  id: number;
  name: string;
  balance: number;
}

const columns: GridColumn<Row>[] = [
  { field: 'id', header: 'ID', kind: 'number' },
  { field: 'name', header: 'Name', sortKey: 'full_name' },
  { field: 'balance', header: 'Balance', kind: 'money' },
];
const rows: Row[] = [
  { id: 1, name: 'Asha', balance: 100000 },
  { id: 2, name: 'Ravi', balance: 0 },
];

/** The Players grid over the rows above; each test adds the props it is about. */
function renderGrid(props: Partial<DataGridProps<Row>>) {
  return render(
    <DataGrid<Row>
      label="Players"
      rows={rows}
      columns={columns}
      rowId={(row) => String(row.id)}
      status="ok"
      exportName="players"
      {...props}
    />,
  );
}

describe('DataGrid', () => {
  it('renders rows with rupees in Indian grouping and pages through the contract pagination', async () => {
    const onPageChange = vi.fn();
    renderGrid({
      pagination: { perPage: 2, currentPage: 1, totalPage: 3, totalCount: 6 },
      onPageChange,
    });
    const region = await screen.findByRole('region', { name: 'Players' });
    expect(await within(region).findByText('₹1,00,000.00')).toBeTruthy();
    expect(screen.getByText(/1–2 of 6 · Page 1 of 3/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "more than" when the server stopped counting at a cap (a broad player search)', async () => {
    renderGrid({
      pagination: { perPage: 10, currentPage: 2, totalPage: 100, totalCount: 1000, totalCapped: true },
      onPageChange: vi.fn(),
    });
    expect(await screen.findByText(/11–20 of more than 1,000 · Page 2 of 100\+/)).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    const onRetry = vi.fn();
    renderGrid({ rows: undefined, status: 'error', error: 'Internal Server Error', onRetry });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('lets the user hide a column in the column chooser', async () => {
    renderGrid({});
    await screen.findByRole('region', { name: 'Players' });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const balance = screen.getByRole('checkbox', { name: 'Balance' }) as HTMLInputElement;
    expect(balance.checked).toBe(true);
    await userEvent.click(balance);
    expect(balance.checked).toBe(false);
  });

  it('moves a column by keyboard in the column chooser, keeps the order in the URL and the focus on the button', async () => {
    window.history.replaceState(null, '', '/players?stage=BLOCKED');
    const { container } = renderGrid({ layoutKey: 'cols' });
    await screen.findByRole('region', { name: 'Players' });
    const headers = () =>
      [...container.querySelectorAll('.ag-header-cell[col-id]')].map((h) => h.getAttribute('col-id'));
    await vi.waitFor(() => expect(headers()).toEqual(['id', 'name', 'balance']));
    screen.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    const right = screen.getByRole('button', { name: 'Move Name right' });
    right.focus();
    await userEvent.keyboard('{Enter}');
    expect(new URLSearchParams(window.location.search).get('cols')).toBe('id,balance,name');
    expect(window.location.search).toContain('stage=BLOCKED');
    await vi.waitFor(() => expect(headers()).toEqual(['id', 'balance', 'name']));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Name right');
    // At the right end: pressed, nothing moves.
    await userEvent.keyboard('{Enter}');
    expect(new URLSearchParams(window.location.search).get('cols')).toBe('id,balance,name');
    screen.getByRole('button', { name: 'Move Balance left' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(new URLSearchParams(window.location.search).get('cols')).toBe('balance,id,name');
    await vi.waitFor(() => expect(headers()).toEqual(['balance', 'id', 'name']));
    const order = screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent);
    expect(order).toEqual(['Balance', 'ID', 'Name']);
  });
});
