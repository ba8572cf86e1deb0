import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../src/components/report/export-button';
import type { DateRange } from '../src/components/report/quick-ranges';
import { ReportRange } from '../src/components/report/report-range';

const TODAY = '2026-03-20';

function Harness({ initial, onChange }: { initial: DateRange; onChange?: (r: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <ReportRange
      range={range}
      today={TODAY}
      onChange={(r) => {
        setRange(r);
        onChange?.(r);
      }}
    />
  );
}

describe('report range', () => {
  it('marks the default 15 days back as "Last 15 days" and picks another quick range from the keyboard', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    render(<Harness initial={{ start: '2026-03-05', end: TODAY }} onChange={picked} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Quick ranges' });
    expect(within(toolbar).getByRole('button', { pressed: true })).toHaveProperty(
      'textContent',
      'Last 15 days',
    );
    // Arrows move from the pressed range: two to the left is Yesterday.
    within(toolbar).getByRole('button', { name: 'Last 15 days' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(picked).toHaveBeenLastCalledWith({ start: '2026-03-19', end: '2026-03-19' });
    expect(within(toolbar).getByRole('button', { pressed: true })).toHaveProperty('textContent', 'Yesterday');
    await user.keyboard('{ArrowLeft}{ArrowLeft} ');
    // Wraps from Today to This month.
    expect(picked).toHaveBeenLastCalledWith({ start: '2026-03-01', end: TODAY });
  });

  it('applies a typed range, swapping a reversed one, and then no quick range is pressed', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    render(<Harness initial={{ start: '2026-03-05', end: TODAY }} onChange={picked} />);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-18');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(picked).toHaveBeenLastCalledWith({ start: '2026-03-10', end: '2026-03-18' });
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
  });
});

describe('export button', () => {
  it('shows progress while it pages, then says how many rows went to which file', async () => {
    const user = userEvent.setup();
    let finish: (() => void) | undefined;
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <ExportButton
        run={async (onProgress) => {
          onProgress({ done: 500, total: 1200 });
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          return { fileName: 'overall-pl-2026-03-05-2026-03-20.csv', text: 'a\n', rows: 1200 };
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 500 of 1,200 rows…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    finish?.();
    expect(
      await screen.findByText('Exported 1,200 rows to overall-pl-2026-03-05-2026-03-20.csv'),
    ).toBeTruthy();
    expect(saved).toEqual(['overall-pl-2026-03-05-2026-03-20.csv']);
  });
});
