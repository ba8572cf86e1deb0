import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../src/app/actions/types';
import { DataGrid } from '../src/components/data-grid/data-grid';
import { TRIAGE_ACTIONS } from '../src/components/data-grid/grid-keys';
import type { DataGridProps, GridHandle } from '../src/components/data-grid/types';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [1, 2, 3, 4].map((id) => ({ id, name: `Request ${id}` }));

function Grid(props: Partial<DataGridProps<Row>>) {
  return (
    <DataGrid<Row>
      label="Queue"
      rows={ROWS}
      columns={[
        { field: 'id', header: 'ID', kind: 'number' },
        { field: 'name', header: 'Name' },
      ]}
      rowId={(row) => String(row.id)}
      status="ok"
      exportName="queue"
      dense
      triage
      {...props}
    />
  );
}

const focusedId = () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null;
const key = (shortcut: string) => {
  const action = TRIAGE_ACTIONS.find((a) => a.shortcut === shortcut);
  if (!action?.when?.()) throw new Error(`${shortcut} does not apply here`);
  return action.run({} as ActionContext);
};

describe('DataGrid triage (kit)', () => {
  it('moves focus from code, with J/K and keeps it in place when the focused row leaves the list', async () => {
    let handle: GridHandle | null = null;
    let focused: Row | undefined;
    const view = render(<Grid onHandle={(h) => (handle = h)} onRowFocus={(row) => (focused = row)} />);
    await screen.findByText('Request 4');
    await waitFor(() => expect(handle).not.toBeNull());
    act(() => handle?.focusRow('2'));
    expect(focusedId()).toBe('2');
    expect(focused?.id).toBe(2);
    act(() => key('J'));
    expect(focusedId()).toBe('3');
    act(() => key('K'));
    act(() => key('K'));
    expect(focusedId()).toBe('1');
    act(() => handle?.focusFirstRow());
    act(() => key('J'));
    expect(focusedId()).toBe('2');
    // Request 2 is acted on and leaves the list: the request now in its place takes focus and is the record.
    view.rerender(
      <Grid
        rows={ROWS.filter((r) => r.id !== 2)}
        onHandle={(h) => (handle = h)}
        onRowFocus={(row) => (focused = row)}
      />,
    );
    await waitFor(() => expect(focusedId()).toBe('3'));
    expect(focused?.id).toBe(3);
  });

  it('goes on to the next row when the action on the focused one is done, and stays there as the list reloads', async () => {
    let handle: GridHandle | null = null;
    const view = render(<Grid onHandle={(h) => (handle = h)} />);
    await screen.findByText('Request 4');
    await waitFor(() => expect(handle).not.toBeNull());
    act(() => handle?.focusRow('2'));
    // The server answered for request 2: focus is on request 3 before the list reloads.
    act(() => handle?.advanceFrom('2'));
    expect(focusedId()).toBe('3');
    // The reload drops request 2: request 3 moves up a place and keeps focus (not request 4, now in its place).
    view.rerender(<Grid rows={ROWS.filter((r) => r.id !== 2)} onHandle={(h) => (handle = h)} />);
    await waitFor(() => expect(screen.queryByText('Request 2')).toBeNull());
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(focusedId()).toBe('3');
    // The last row has no next one: it keeps focus until the reload puts another row in its place.
    act(() => handle?.focusRow('4'));
    act(() => handle?.advanceFrom('4'));
    expect(focusedId()).toBe('4');
  });

  it('selects the focused row with X or Space, in dense 26 px rows', async () => {
    let selected: Row[] = [];
    let handle: GridHandle | null = null;
    render(<Grid onSelectionChange={(rows) => (selected = rows)} onHandle={(h) => (handle = h)} />);
    await screen.findByText('Request 4');
    await waitFor(() => expect(handle).not.toBeNull());
    act(() => handle?.focusRow('1'));
    act(() => key('X'));
    await waitFor(() => expect(selected.map((r) => r.id)).toEqual([1]));
    act(() => key('J'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(selected.map((r) => r.id).sort()).toEqual([1, 2]));
    act(() => handle?.clearSelection());
    await waitFor(() => expect(selected).toEqual([]));
    const row = document.querySelector<HTMLElement>('[role="row"][row-id="1"]');
    expect(row?.style.height).toBe('26px');
  });
});
