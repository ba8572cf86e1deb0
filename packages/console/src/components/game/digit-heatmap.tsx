/**
 * The bid digit summary as heatmaps: the single digits 0-9, the 00-99 jodi grid with row and column
 * totals, and the 220 pannas by ank. A cell's shade is its stake against the largest stake of its
 * block, nothing else: this is a risk view, it never ranks or suggests a result.
 */
import type { Schemas } from '@backoffice/sdk';
import type { CSSProperties } from 'react';
import { formatMoney, formatMoneyShort } from '../format';
import { BID_TYPE_LABELS, type BidType } from './family';
import { ALL_PANNAS, ankOf } from './panna';

export type DigitRow = Schemas['ResultBidDigitRow'];

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const SINGLE_TYPES = new Set<string>([
  'SINGLE_DIGIT_MARKET',
  'SINGLE_DIGIT_STARLINE',
  'LEFT_DIGIT_JACKPOT',
  'RIGHT_DIGIT_JACKPOT',
]);
const JODI_TYPES = new Set<string>(['JODI_MARKET', 'JODI_JACKPOT']);
const PANNA_TYPES = /_PANNA_/;

/** Paise per digit over the rows of some bid types (integer sums, rupees only at the edge). */
function stakes(rows: readonly DigitRow[], types: (type: string) => boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    if (!types(row.bidType)) continue;
    out.set(row.digit, (out.get(row.digit) ?? 0) + Math.round(row.totalAmount * 100));
  }
  return out;
}

function heat(paise: number, max: number): CSSProperties | undefined {
  if (paise <= 0 || max <= 0) return undefined;
  return { '--heat': `${Math.round(12 + (paise / max) * 70)}%` } as CSSProperties;
}

function Cell({ paise, max, label }: { paise: number; max: number; label: string }) {
  const rupees = paise / 100;
  return (
    <td
      className={paise > 0 ? 'heat' : 'heat empty'}
      style={heat(paise, max)}
      title={`${label}: ${formatMoney(rupees)}`}
    >
      {paise > 0 ? formatMoneyShort(rupees) : '·'}
    </td>
  );
}

function SingleDigits({ type, rows }: { type: BidType; rows: readonly DigitRow[] }) {
  const by = stakes(rows, (t) => t === type);
  const max = Math.max(0, ...by.values());
  return (
    <table className="heatmap heatmap-digits">
      <caption>{BID_TYPE_LABELS[type]}: stake per digit</caption>
      <thead>
        <tr>
          {DIGITS.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {DIGITS.map((d) => (
            <Cell key={d} paise={by.get(d) ?? 0} max={max} label={`Digit ${d}`} />
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function JodiGrid({ type, rows }: { type: BidType; rows: readonly DigitRow[] }) {
  const by = stakes(rows, (t) => t === type);
  const max = Math.max(0, ...by.values());
  const rowTotal = (a: string) => DIGITS.reduce((sum, b) => sum + (by.get(a + b) ?? 0), 0);
  const colTotal = (b: string) => DIGITS.reduce((sum, a) => sum + (by.get(a + b) ?? 0), 0);
  const all = DIGITS.reduce((sum, a) => sum + rowTotal(a), 0);
  return (
    <table className="heatmap heatmap-jodi">
      <caption>{BID_TYPE_LABELS[type]}: stake per jodi 00-99 (rows: first digit, columns: second)</caption>
      <thead>
        <tr>
          <td />
          {DIGITS.map((b) => (
            <th key={b} scope="col">
              {b}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {DIGITS.map((a) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            {DIGITS.map((b) => (
              <Cell key={b} paise={by.get(a + b) ?? 0} max={max} label={`Jodi ${a}${b}`} />
            ))}
            <td className="total">{formatMoney(rowTotal(a) / 100)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {DIGITS.map((b) => (
            <td key={b} className="total">
              {formatMoneyShort(colTotal(b) / 100)}
            </td>
          ))}
          <td className="total">{formatMoney(all / 100)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const PANNAS_BY_ANK = DIGITS.map((ank) => ALL_PANNAS.filter((panna) => ankOf(panna) === ank));

function PannaTable({ rows }: { rows: readonly DigitRow[] }) {
  const by = stakes(rows, (t) => PANNA_TYPES.test(t));
  const max = Math.max(0, ...by.values());
  const depth = Math.max(...PANNAS_BY_ANK.map((list) => list.length));
  return (
    <table className="heatmap heatmap-panna">
      <caption>Pannas (single, double, triple): stake per panna, in columns by ank</caption>
      <thead>
        <tr>
          {DIGITS.map((ank) => (
            <th key={ank} scope="col" colSpan={2}>
              Ank {ank}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: depth }, (_, i) => (
          <tr key={i}>
            {PANNAS_BY_ANK.map((list, ank) => {
              const panna = list[i];
              if (!panna) return <td key={DIGITS[ank]} colSpan={2} />;
              return [
                <th key={`${panna}-p`} scope="row" className="panna">
                  {panna}
                </th>,
                <Cell key={panna} paise={by.get(panna) ?? 0} max={max} label={`Panna ${panna}`} />,
              ];
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every heatmap the family's bid types call for, from the bid digit summary's rows. */
export function DigitHeatmap({
  bidTypes,
  rows,
}: {
  bidTypes: readonly BidType[];
  rows: readonly DigitRow[];
}) {
  const singles = bidTypes.filter((type) => SINGLE_TYPES.has(type));
  const jodis = bidTypes.filter((type) => JODI_TYPES.has(type));
  const hasPannas = bidTypes.some((type) => PANNA_TYPES.test(type));
  return (
    <div className="heatmaps" data-testid="digit-heatmap">
      <p className="muted">
        Shade = stake on that digit against the block's largest stake. A risk view: it does not rank or
        suggest a result.
      </p>
      {singles.map((type) => (
        <SingleDigits key={type} type={type} rows={rows} />
      ))}
      {jodis.map((type) => (
        <JodiGrid key={type} type={type} rows={rows} />
      ))}
      {hasPannas ? <PannaTable rows={rows} /> : null}
    </div>
  );
}
