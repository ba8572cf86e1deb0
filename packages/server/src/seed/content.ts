/**
 * Demo content and staff: news, notifications, ideas, app settings, languages, banners (PNG files under
 * DATA_DIR/banners), employees with varied permissions and pending browser fingerprints, and support
 * chat threads with messages. Skipped when news already exist.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { APP_SETTING_DEFAULTS, type AppSettingKey, writeAppSetting } from '../db/app-settings.js';
import { addChatMessage } from '../db/chat-messages.js';
import type { Db } from '../db/db.js';
import { createStaff } from '../db/employees.js';
import { bannerPng } from './banner-png.js';

const NEWS = [
  ['Diwali timings', 'All markets close early on Diwali; starline runs until 18:00.'],
  ['New jackpot slots', 'Two more jackpot slots at 19:30 and 21:00 from Monday.'],
  ['Faster withdrawals', 'Withdrawals to UPI are now paid within 30 minutes during fund timings.'],
  ['Kalyan Night result time', 'Kalyan Night results are now declared at 23:35.'],
  ['Play responsibly', 'Set a daily limit from your profile. Need help? Chat with support.'],
];

const NOTIFICATIONS = [
  ['Kalyan result declared', 'Kalyan open result is out. Check your bids.'],
  ['Bonus credited', 'A welcome bonus has been added to your wallet.'],
  ['Maintenance tonight', 'The app will be under maintenance from 02:00 to 03:00.'],
  ['Starline 10 AM', 'Starline 10:00 AM result is declared.'],
  ['Withdrawal processed', 'Your withdrawal request has been paid.'],
  ['Milan Day open', 'Milan Day bids close at 14:50 today.'],
  ['Update available', 'Version 1.4.2 is available on the store.'],
  ['Weekend markets', 'Night markets are closed on Saturday and Sunday.'],
];

const IDEAS = [
  'Show the last 10 results of each market on the home screen.',
  'Add a dark mode.',
  'Let me save my favourite digits.',
  'Send a notification when my market opens.',
  'Show my bid history as a chart.',
  'Allow withdrawals on Sundays.',
  'Add Marathi language.',
  'Let me repeat yesterday’s bids in one tap.',
  'Show the rates on the bid screen.',
  'Add a referral program.',
];

const EMPLOYEES = [
  {
    username: 'results.desk',
    fullName: 'Results Desk',
    permission: [
      'games.result',
      'games.bids',
      'starline.result',
      'starline.bids',
      'jackpot.result',
      'jackpot.bids',
    ],
  },
  {
    username: 'support.agent',
    fullName: 'Support Agent',
    permission: ['support.chat', 'users', 'notification'],
  },
  {
    username: 'accounts',
    fullName: 'Accounts Team',
    permission: [
      'wallet.viewWallet',
      'wallet.adjustBalance',
      'wallet.fundRequest',
      'wallet.fundRequestHistory',
      'pg.paymentGateway',
      'srh.pgFundReport',
      'srh.adminFundReports',
    ],
  },
  {
    username: 'markets.manager',
    fullName: 'Markets Manager',
    permission: [
      'games.provider',
      'games.setting',
      'games.rates',
      'starline.provider',
      'starline.setting',
      'starline.rates',
      'jackpot.provider',
      'jackpot.setting',
      'jackpot.rates',
    ],
  },
  {
    username: 'analyst',
    fullName: 'Data Analyst',
    permission: [
      'dashboard',
      'srh.overallPL',
      'srh.marketSalesReports',
      'srh.userAnalysis',
      'srh.gameAnalysis',
      'srh.bankAnalysis',
    ],
  },
];

const SETTINGS: Record<AppSettingKey, Record<string, unknown>> = {
  how_to_play: {
    title: 'How to play',
    description:
      'Choose a market, pick a bid type (single, jodi, panna or sangam), enter your digits and amount, and place the bid before the bid time.',
    video: 'https://example.com/how-to-play',
  },
  notice_board: {
    title: 'Notice board',
    description: 'Results are declared at the published result times. Bids close 10 minutes before.',
    contact: 'support@example.com',
  },
  wallet_contact: {
    contact_number: '+919800000001',
    contact_number_status: true,
    whatsapp_number: '+919800000002',
    whatsapp_number_status: true,
  },
  withdraw_popup: {
    title: 'Withdrawals',
    message: 'Withdrawals are paid between 10:00 and 22:00. Minimum ₹500.',
    is_active: true,
  },
  app_version: { ...APP_SETTING_DEFAULTS.app_version, minimum_app_version: '1.4.0' },
};

async function seedBanners(db: Db, dataDir: string) {
  const dir = resolve(dataDir, 'banners');
  await mkdir(dir, { recursive: true });
  const banners: Array<[string, string | null, [number, number, number]]> = [
    ['Welcome bonus', 'https://example.com/bonus', [180, 30, 60]],
    ['Kalyan every day', null, [20, 90, 160]],
    ['Refer and earn', 'https://example.com/refer', [30, 130, 70]],
  ];
  for (const [i, [title, link, rgb]] of banners.entries()) {
    const png = bannerPng(600, 200, rgb);
    const fileName = `demo-banner-${i + 1}.png`;
    await writeFile(join(dir, fileName), png);
    await db.query(
      `INSERT INTO banners (title, link, file_name, content_type, size_bytes, sort_order) VALUES ($1, $2, $3, 'image/png', $4, $5)`,
      [title, link, fileName, png.length, i],
    );
  }
}

async function seedChat(db: Db) {
  const players = await db.query<{ user_id: number }>(
    "SELECT user_id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id LIMIT 30",
  );
  const [agent] = await db.query<{ employee_id: number }>(
    "SELECT employee_id FROM employees WHERE username = 'support.agent'",
  );
  const questions = [
    'My withdrawal is pending since morning.',
    'Kalyan result is wrong?',
    'How do I play half sangam?',
    'Bonus not credited.',
  ];
  for (const [i, p] of players.entries()) {
    const kind = i % 6 === 5 ? 'SYSTEM' : 'USER';
    const [thread] = await db.query<{ thread_id: number }>(
      `INSERT INTO chat_threads (kind, user_id, status) VALUES ($1, $2, $3) RETURNING thread_id`,
      [kind, p.user_id, i % 7 === 6 ? 'CLOSED' : 'OPEN'],
    );
    const threadId = thread?.thread_id ?? 0;
    if (kind === 'SYSTEM') {
      await addChatMessage(db, { threadId, sender: 'SYSTEM', body: 'Your KYC is verified.' });
      await addChatMessage(db, { threadId, sender: 'PLAYER', body: 'Thank you' });
      continue;
    }
    await addChatMessage(db, {
      threadId,
      sender: 'PLAYER',
      body: questions[i % questions.length] ?? 'Hello',
    });
    if (i % 3 !== 0) {
      await addChatMessage(db, {
        threadId,
        sender: 'STAFF',
        body: 'Checking this for you, one moment.',
        employeeId: agent?.employee_id ?? null,
      });
      await db.query('UPDATE chat_threads SET unread_count = 0 WHERE thread_id = $1', [threadId]);
    }
    if (i % 4 === 1) await addChatMessage(db, { threadId, sender: 'PLAYER', body: 'Any update?' });
  }
}

export async function seedContent(db: Db): Promise<void> {
  const [existing] = await db.query('SELECT 1 FROM news LIMIT 1');
  if (existing) return;
  for (const [i, [title, body]] of NEWS.entries()) {
    await db.query(
      `INSERT INTO news (title, body, is_active, created_at, updated_at) VALUES ($1, $2, $3, now() - $4 * interval '1 day', now() - $4 * interval '1 day')`,
      [title, body, i !== 4, i * 3],
    );
  }
  const [admin] = await db.query<{ employee_id: number }>(
    "SELECT employee_id FROM employees WHERE username = 'admin'",
  );
  const [somePlayer] = await db.query<{ user_id: number }>(
    "SELECT user_id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id LIMIT 1",
  );
  for (const [i, [title, body]] of NOTIFICATIONS.entries()) {
    const toOne = i % 4 === 1 && somePlayer;
    await db.query(
      `INSERT INTO notifications (title, body, audience, user_id, sent_count, status, created_by, created_at, resent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() - $8 * interval '1 day', CASE WHEN $5 > 1 THEN now() - $8 * interval '1 day' + interval '2 hours' END)`,
      [
        title,
        body,
        toOne ? 'USER' : 'ALL',
        toOne ? somePlayer.user_id : null,
        i % 3 === 0 ? 2 : 1,
        i === 7 ? 'DELETED' : 'SENT',
        admin?.employee_id ?? null,
        i * 2,
      ],
    );
  }
  for (const [i, idea] of IDEAS.entries()) {
    await db.query(
      `INSERT INTO user_ideas (idea, user_id, created_at)
       VALUES ($1, (SELECT user_id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id OFFSET $2 LIMIT 1), now() - $2 * interval '1 day')`,
      [idea, i * 7],
    );
  }
  for (const [key, value] of Object.entries(SETTINGS)) await writeAppSetting(db, key as AppSettingKey, value);
  await db.query(
    `INSERT INTO languages (code, name, native_name, is_active, is_default) VALUES
       ('en', 'English', 'English', true, true), ('hi', 'Hindi', 'हिन्दी', true, false),
       ('mr', 'Marathi', 'मराठी', true, false), ('gu', 'Gujarati', 'ગુજરાતી', false, false)
     ON CONFLICT (code) DO NOTHING`,
  );
  await seedBanners(db, loadConfig().dataDir);
  for (const e of EMPLOYEES) {
    const id = await createStaff(db, {
      username: e.username,
      fullName: e.fullName,
      password: 'Staff@1234',
      isAdmin: false,
      permission: e.permission,
    });
    if (id === undefined) continue;
    await db.query(
      `INSERT INTO fingerprints (employee_id, fingerprint_hash, user_agent, ip, status, first_seen_at, last_seen_at)
       VALUES ($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'), $3, $4, $5, now() - interval '3 days', now() - interval '1 hour')`,
      [
        id,
        `${e.username}-laptop`,
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
        '10.0.0.12',
        e.username === 'accounts' ? 'APPROVED' : 'PENDING',
      ],
    );
  }
  await seedChat(db);
}
