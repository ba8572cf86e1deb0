/** Weekday settings rows of providers (OBT, CBT, OBRT, CBRT keep their capitals on the wire). */
import type { ProviderType } from '../domain/bid-types.js';
import type { Queryable } from './db.js';

export interface SettingRow {
  setting_id: number;
  provider_id: number;
  provider_name: string;
  day: string;
  OBT: string;
  CBT: string | null;
  OBRT: string;
  CBRT: string | null;
  status: boolean;
}

const COLUMNS = `s.setting_id, s.provider_id, p.provider_name, p.provider_type, s.day, to_char(s.obt, 'HH24:MI') AS obt,
  to_char(s.cbt, 'HH24:MI') AS cbt, to_char(s.obrt, 'HH24:MI') AS obrt, to_char(s.cbrt, 'HH24:MI') AS cbrt, s.status`;
const FROM = 'provider_settings s JOIN providers p ON p.provider_id = s.provider_id';
const DAY_ORDER = `array_position(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY'], s.day)`;

function toSettingRow(r: Record<string, unknown>): SettingRow {
  return {
    setting_id: Number(r.setting_id),
    provider_id: Number(r.provider_id),
    provider_name: String(r.provider_name),
    day: String(r.day),
    OBT: String(r.obt),
    CBT: (r.cbt as string | null) ?? null,
    OBRT: String(r.obrt),
    CBRT: (r.cbrt as string | null) ?? null,
    status: Boolean(r.status),
  };
}

export async function listSettings(
  db: Queryable,
  providerType: ProviderType,
  providerId?: number,
): Promise<SettingRow[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE p.provider_type = $1 AND ($2::int IS NULL OR s.provider_id = $2)
      ORDER BY lower(p.provider_name), p.provider_id, ${DAY_ORDER}`,
    [providerType, providerId ?? null],
  );
  return rows.map(toSettingRow);
}

export async function settingsOfProvider(db: Queryable, providerId: number): Promise<SettingRow[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.provider_id = $1 ORDER BY ${DAY_ORDER}`,
    [providerId],
  );
  return rows.map(toSettingRow);
}

export async function findSetting(
  db: Queryable,
  settingId: number,
): Promise<(SettingRow & { provider_type: ProviderType }) | undefined> {
  const [row] = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.setting_id = $1`, [settingId]);
  return row ? { ...toSettingRow(row), provider_type: Number(row.provider_type) as ProviderType } : undefined;
}

/** Timings (HH:MI) of one weekday row (`where` 'setting_id') or every day of a provider ('provider_id'). */
export async function updateTimings(
  db: Queryable,
  where: 'setting_id' | 'provider_id',
  id: number,
  t: { OBT: string; OBRT: string; CBT: string | null; CBRT: string | null },
  status: boolean | null,
): Promise<void> {
  await db.query(
    `UPDATE provider_settings SET obt = $2::time, obrt = $3::time, cbt = $4::time, cbrt = $5::time,
       status = coalesce($6, status) WHERE ${where === 'setting_id' ? 'setting_id' : 'provider_id'} = $1`,
    [id, t.OBT, t.OBRT, t.CBT, t.CBRT, status],
  );
}

export async function setSettingStatus(db: Queryable, settingId: number, status: boolean): Promise<void> {
  await db.query('UPDATE provider_settings SET status = $2 WHERE setting_id = $1', [settingId, status]);
}
