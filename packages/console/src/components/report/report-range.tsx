import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import { type DateRange, quickRangeOf, quickRanges } from './quick-ranges';

interface Props {
  range: DateRange;
  /** Today's business date (IST): the quick ranges end here and no date goes past it. */
  today: string;
  onChange: (range: DateRange) => void;
}

/**
 * A report's date range: From and To with Apply, and the quick ranges as one toolbar (Tab lands on the
 * pressed one, arrows move, Enter or Space picks), so a range is two keystrokes away.
 */
export function ReportRange({ range, today, onChange }: Props) {
  const current = quickRangeOf(range, today);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const ranges = quickRanges(today);
  const focusIndex = Math.max(
    0,
    ranges.findIndex((q) => q.id === current),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const start = String(form.get('start') ?? '');
    const end = String(form.get('end') ?? '');
    if (start && end) onChange(start <= end ? { start, end } : { start: end, end: start });
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const at = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    if (step === undefined || at < 0) return;
    event.preventDefault();
    buttons.current[(at + step + ranges.length) % ranges.length]?.focus();
  }

  return (
    <div className="report-range">
      <form className="range-form" onSubmit={apply} aria-label="Date range">
        <label>
          From
          <input type="date" name="start" defaultValue={range.start} key={`s${range.start}`} max={today} />
        </label>
        <label>
          To
          <input type="date" name="end" defaultValue={range.end} key={`e${range.end}`} max={today} />
        </label>
        <button type="submit">Apply</button>
      </form>
      <div className="quick-ranges" role="toolbar" aria-label="Quick ranges" onKeyDown={move}>
        {ranges.map((q, index) => (
          <button
            key={q.id}
            type="button"
            ref={(el) => {
              buttons.current[index] = el;
            }}
            aria-pressed={q.id === current}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange({ start: q.start, end: q.end })}
          >
            {q.label}
          </button>
        ))}
      </div>
    </div>
  );
}
