/** The weekly window in which players may request withdrawals. */
import type { Queryable } from './db.js';
import { int } from './values.js';

export interface FundTimingRow {
  timing_id: number;
  day: string;
  open_time: string;
  close_time: string;
  is_active: boolean;
}

const COLUMNS = `timing_id, day, to_char(open_time, 'HH24:MI') AS open_time, to_char(close_time, 'HH24:MI') AS close_time,
  is_active`;
const DAY_ORDER = `array_position(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY'], day)`;

const toRow = (r: Record<string, unknown>): FundTimingRow => ({
  timing_id: int(r.timing_id),
  day: String(r.day),
  open_time: String(r.open_time),
  close_time: String(r.close_time),
  is_active: Boolean(r.is_active),
});

export async function fundTimings(db: Queryable): Promise<FundTimingRow[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM fund_timings ORDER BY ${DAY_ORDER}`);
  return rows.map(toRow);
}

export async function lockFundTiming(tx: Queryable, timingId: number): Promise<FundTimingRow | undefined> {
  const [r] = await tx.query(`SELECT ${COLUMNS} FROM fund_timings WHERE timing_id = $1 FOR UPDATE`, [
    timingId,
  ]);
  return r ? toRow(r) : undefined;
}

export async function updateFundTiming(
  tx: Queryable,
  timingId: number,
  change: { open_time: string; close_time: string; is_active: boolean },
): Promise<FundTimingRow> {
  const [r] = await tx.query(
    `UPDATE fund_timings SET open_time = $2::time, close_time = $3::time, is_active = $4 WHERE timing_id = $1
     RETURNING ${COLUMNS}`,
    [timingId, change.open_time, change.close_time, change.is_active],
  );
  if (!r) throw new Error(`fund timing ${timingId} vanished`);
  return toRow(r);
}
