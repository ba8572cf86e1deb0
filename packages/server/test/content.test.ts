/** News, notifications, ideas, single-record app settings and languages: 200 (validated), 401, 403, 400. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from './support/app.js';
import {
  addStaff,
  describeOperations,
  firstId,
  type OperationCase,
  useAreaWorld,
} from './support/area-checks.js';

const w = useAreaWorld();
let dashboardOnly: Record<string, string>;
const id = { news: 0, notification: 0, idea: 0, language: 0 };

beforeAll(async () => {
  const db = w.t.db;
  await addStaff(db, {
    username: 'clerk',
    fullName: 'Clerk',
    password: 'Clerk@1234',
    permission: ['dashboard'],
  });
  dashboardOnly = await w.t.login('clerk', 'Clerk@1234');
  id.news = await firstId(
    db,
    `INSERT INTO news (title, body) VALUES ('Diwali', 'Markets closed') RETURNING news_id AS id`,
  );
  id.notification = await firstId(
    db,
    `INSERT INTO notifications (title, body, audience, sent_count) VALUES ('Hi', 'Hello', 'ALL', 1) RETURNING notification_id AS id`,
  );
  id.idea = await firstId(db, `INSERT INTO user_ideas (idea) VALUES ('Dark mode') RETURNING idea_id AS id`);
  id.language = await firstId(
    db,
    `INSERT INTO languages (code, name, native_name, is_default) VALUES ('en', 'English', 'English', true) RETURNING language_id AS id`,
  );
}, 60_000);

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;
const SCRIPT = '<script>alert(1)</script> & "quotes"';

/** GETs without parameters: no bad request to make, so 200, 401 and 403 only. */
const PARAMETERLESS: Array<[string, string]> = [
  ['appSettings.getHowToPlay', '/v1/others/app-setting/how-to-play'],
  ['appSettings.getNoticeBoard', '/v1/others/app-setting/notice-board-rules'],
  ['appSettings.getWalletContact', '/v1/others/app-setting/wallet-contact'],
  ['appSettings.getWithdrawPopup', '/v1/others/app-setting/withdraw-screen-popup'],
  ['appSettings.getAppVersion', '/v1/others/app-setting/app-version-setting'],
  ['appSettings.listLanguages', '/v1/others/app-setting/languages'],
];

const single = (
  name: string,
  update: string,
  payload: Record<string, unknown>,
  bad: Record<string, unknown>,
): OperationCase[] => [
  {
    operationId: `appSettings.update${name}`,
    method: 'PUT',
    url: `/v1/others/app-setting/${update}`,
    payload,
    bad: { payload: bad },
    expectBody: (b) => expect(data(b)).toMatchObject(payload),
  },
];

const CASES: OperationCase[] = [
  {
    operationId: 'news.list',
    method: 'GET',
    url: '/v1/others/app-setting/news?search=diwali',
    bad: { url: '/v1/others/app-setting/news?per_page=0' },
    expectBody: (b) => expect((data(b).rows as unknown[]).length).toBe(1),
  },
  {
    operationId: 'news.update',
    method: 'PUT',
    url: '/v1/others/app-setting/update-news',
    payload: { title: 'Holiday', body: SCRIPT, is_active: true },
    bad: { payload: { title: 'x'.repeat(121), body: 'b', is_active: true } },
    expectBody: (b) => expect(data(b).body).toBe(SCRIPT),
  },
  {
    operationId: 'news.delete',
    method: 'DELETE',
    url: () => `/v1/others/app-setting/news/${id.news}`,
    bad: { url: '/v1/others/app-setting/news/zero' },
  },
  {
    operationId: 'notifications.list',
    method: 'GET',
    url: '/v1/communication/dash/notification',
    bad: { url: '/v1/communication/dash/notification?page=0' },
  },
  {
    operationId: 'notifications.send',
    method: 'POST',
    url: '/v1/communication/dash/notification',
    payload: { title: 'Result', body: 'Kalyan result is out', audience: 'ALL' },
    bad: { payload: { title: 'Result', body: 'x', audience: 'USER' } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({ sent_count: 1, status: 'SENT', created_by: 'admin', user_id: null }),
  },
  {
    operationId: 'notifications.resend',
    method: 'POST',
    url: '/v1/communication/dash/notification/resend',
    payload: () => ({ notification_id: id.notification }),
    bad: { payload: {} },
    expectBody: (b) => expect(data(b).sent_count).toBe(2),
  },
  {
    operationId: 'notifications.delete',
    method: 'DELETE',
    url: '/v1/communication/dash/notification',
    payload: () => ({ notification_id: id.notification }),
    bad: { payload: { notification_id: -1 } },
  },
  {
    operationId: 'ideas.list',
    method: 'GET',
    url: '/v1/others/user-idea',
    bad: { url: '/v1/others/user-idea?per_page=1000' },
    expectBody: (b) => expect(data(b).total).toBe(1),
  },
  {
    operationId: 'ideas.create',
    method: 'POST',
    url: '/v1/others/user-idea',
    payload: () => ({ idea: 'Show last 10 results', user_id: w.ids.registered }),
    bad: { payload: { idea: '' } },
    expectBody: (b) => expect(data(b).full_name).toEqual(expect.any(String)),
  },
  {
    operationId: 'ideas.delete',
    method: 'DELETE',
    url: '/v1/others/user-idea',
    payload: () => ({ idea_id: id.idea }),
    bad: { payload: { idea: 1 } },
  },
  ...single(
    'HowToPlay',
    'update-how-to-play',
    { title: 'Play', description: 'Pick digits', video: 'https://example.com/v' },
    {
      title: 'Play',
      description: 'd',
      video: 'javascript:alert(1)',
    },
  ),
  ...single(
    'NoticeBoard',
    'update-notice-board-rules',
    { title: 'Rules', description: 'Be nice', contact: '' },
    {
      title: 'Rules',
    },
  ),
  ...single(
    'WalletContact',
    'update-wallet-contact',
    {
      contact_number: '+919800000000',
      contact_number_status: true,
      whatsapp_number: '',
      whatsapp_number_status: false,
    },
    {
      contact_number: 'call me',
      contact_number_status: true,
      whatsapp_number: '',
      whatsapp_number_status: false,
    },
  ),
  ...single(
    'WithdrawPopup',
    'update-withdraw-screen-popup',
    { title: 'Note', message: 'Withdraw 10-6', is_active: true },
    {
      title: 'Note',
      message: 'm',
      is_active: 'yes',
    },
  ),
  ...single(
    'AppVersion',
    'update-app-version-setting',
    { minimum_app_version: '1.4.2', maintenance: 1, force_update: 0 },
    {
      minimum_app_version: '1.4',
      maintenance: 2,
      force_update: 0,
    },
  ),
  {
    operationId: 'appSettings.createLanguage',
    method: 'POST',
    url: '/v1/others/app-setting/languages',
    payload: { code: 'hi', name: 'Hindi', native_name: 'हिन्दी' },
    bad: { payload: { code: 'hindi language', name: 'Hindi', native_name: 'x' } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({ native_name: 'हिन्दी', is_active: true, is_default: false }),
  },
  {
    operationId: 'appSettings.updateLanguage',
    method: 'PUT',
    url: () => `/v1/others/app-setting/languages/${id.language}`,
    payload: { code: 'en', name: 'English', native_name: 'English', is_active: true, is_default: true },
    bad: {
      payload: { code: 'en', name: 'English', native_name: 'English', is_active: false, is_default: true },
    },
  },
];

describe('content operations', () => {
  // The area world's outsider holds only `news`; for these checks the outsider is a dashboard-only clerk.
  describeOperations(() => ({ ...w, outsider: dashboardOnly }), CASES);

  for (const [operationId, url] of PARAMETERLESS) {
    it(`${operationId}: answers 200 matching the contract, 401 without a token, 403 without the permission`, async () => {
      const ok = await w.t.app.inject({ method: 'GET', url, headers: w.admin });
      expect(ok.statusCode, ok.body).toBe(200);
      validateResponse(operationId, 200, ok.json());
      expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const denied = await w.t.app.inject({ method: 'GET', url, headers: dashboardOnly });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().msg).toBe('Unauthorized access.');
    });
  }
});

describe('content rules', () => {
  it('keeps one default language: making another default moves the flag', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/others/app-setting/languages',
      payload: { code: 'mr-IN', name: 'Marathi', native_name: 'मराठी', is_default: true },
      headers: w.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const defaults = await w.t.db.query('SELECT code FROM languages WHERE is_default');
    expect(defaults).toEqual([{ code: 'mr-IN' }]);
  });

  it('refuses a duplicate language code with 409', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/others/app-setting/languages',
      payload: { code: 'HI', name: 'Hindi again', native_name: 'x' },
      headers: w.admin,
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses to resend a deleted notification', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/communication/dash/notification/resend',
      payload: { notification_id: id.notification },
      headers: w.admin,
    });
    expect(res.statusCode).toBe(409);
  });

  it('sends to one player only when that player exists', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/communication/dash/notification',
      payload: { title: 'Hi', body: 'x', audience: 'USER', user_id: 99_999_999 },
      headers: w.admin,
    });
    expect(res.statusCode).toBe(404);
  });
});
