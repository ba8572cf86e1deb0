/** A db/ row as the wire has it, so that route files do not map field by field. */
import { snakeKey } from '@backoffice/sdk';
import { paiseToRupees } from '../db/money.js';

/**
 * `row`'s camelCase keys in snake_case, and its money (`…Paise`, integer paise) in rupees under the key
 * without the suffix (`totalWinPaise` -> `total_win`; null stays null). `renamed` gives a field its own wire
 * key, or leaves it out with null (a field the caller shapes itself).
 * @example wireRow({ bidId: 7, winPaise: 9500 }, { winPaise: 'win_amount' }) // { bid_id: 7, win_amount: 95 }
 */
export function wireRow<Row extends object>(
  row: Row,
  renamed: Partial<Record<keyof Row & string, string | null>> = {},
): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const paise = key.endsWith('Paise');
    const name =
      key in renamed ? renamed[key as keyof Row & string] : snakeKey(paise ? key.slice(0, -5) : key);
    if (name === null || name === undefined) continue;
    wire[name] = paise && value !== null ? paiseToRupees(value as number) : value;
  }
  return wire;
}
