import { useEffect, useId, useState } from 'react';
import { amountProblem } from './list-query';
import type { FilterSpec } from './list-spec';

type AmountSpec = Extract<FilterSpec, { kind: 'amount' }>;

interface Props {
  op: string;
  filter: AmountSpec;
  value: string;
  /** A checked amount ('' clears the filter); `enter`: the field Enter was pressed in. */
  onApply: (value: string, enter: HTMLInputElement | null) => void;
}

/** The URL's amount as staff read it: Indian digit grouping (1,00,000). */
const grouped = (value: string): string =>
  value === '' ? '' : Number(value).toLocaleString('en-IN', { maximumFractionDigits: 2 });

/**
 * A labelled amount in rupees ("Amount over (₹)"), applied on Enter or on leaving the field. A grouping
 * comma is taken ("25,000"); anything else the operation would refuse is said under the field, naming it,
 * and nothing is sent.
 */
export function AmountFilter({ op, filter, value, onApply }: Props) {
  const id = useId();
  const [text, setText] = useState(grouped(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(grouped(value));
    setError(null);
  }, [value]);

  function apply(input: HTMLInputElement, enter: boolean) {
    const amount = text.replaceAll(',', '').trim();
    const problem = amountProblem(op, filter, amount);
    setError(problem);
    if (problem === null && amount !== value) onApply(amount, enter ? input : null);
  }

  return (
    <div className="filter-field amount-filter">
      <label htmlFor={id}>{filter.label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        size={10}
        value={text}
        placeholder={filter.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event.currentTarget, true);
        }}
        onBlur={(event) => apply(event.currentTarget, false)}
      />
      {error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
