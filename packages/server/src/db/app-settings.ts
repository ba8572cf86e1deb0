/** Single-record player-app settings stored as JSON under a key, with their defaults. */
import type { Queryable } from './db.js';
import { instant } from './values.js';

export const APP_SETTING_DEFAULTS = {
  how_to_play: {
    title: 'How to play',
    description: 'Pick a market, choose a bid type and digits, and place your bid.',
    video: '',
  },
  notice_board: {
    title: 'Notice board',
    description: 'Results are declared at the published times.',
    contact: '',
  },
  wallet_contact: {
    contact_number: '',
    contact_number_status: false,
    whatsapp_number: '',
    whatsapp_number_status: false,
  },
  withdraw_popup: {
    title: 'Withdrawals',
    message: 'Withdrawals are processed during fund request timings.',
    is_active: false,
  },
  app_version: { minimum_app_version: '1.0.0', maintenance: 0, force_update: 0 },
} as const;

export type AppSettingKey = keyof typeof APP_SETTING_DEFAULTS;

export async function readAppSetting(db: Queryable, key: AppSettingKey): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ value: unknown; last_updated_at: unknown }>(
    'SELECT value, last_updated_at FROM app_settings WHERE setting_key = $1',
    [key],
  );
  const stored = row
    ? ((typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<string, unknown>)
    : {};
  return {
    ...APP_SETTING_DEFAULTS[key],
    ...stored,
    last_updated_at: row ? instant(row.last_updated_at) : new Date(0).toISOString(),
  };
}

export async function writeAppSetting(
  db: Queryable,
  key: AppSettingKey,
  value: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (setting_key, value, last_updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (setting_key) DO UPDATE SET value = excluded.value, last_updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
