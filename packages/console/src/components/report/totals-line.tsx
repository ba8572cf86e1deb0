import { MoneyText } from './money-text';

export interface TotalItem {
  label: string;
  value: number | undefined;
  /** Rupees (default); else a count. */
  kind?: 'money' | 'count';
}

/** The totals of the whole filtered set (not only the page), as one labelled row of figures. */
export function TotalsLine({
  items,
  label = 'Totals for the filtered set',
}: {
  items: readonly TotalItem[];
  label?: string;
}) {
  return (
    <dl className="report-totals" aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {item.kind === 'count' ? (
              (item.value ?? 0).toLocaleString('en-IN')
            ) : (
              <MoneyText value={item.value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
