import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConnectionError,
  createBackofficeClient,
  createMemorySession,
  ForbiddenError,
  InvalidResponseError,
  isApiError,
  NotFoundError,
  ServerError,
  SessionExpiredError,
  UnauthorizedError,
  ValidationError,
} from '../src/index.js';
import { fakeFetch, type Reply } from './fake-fetch.js';

const BASE = 'http://backoffice.test/v1';

function setup(...replies: Reply[]) {
  const session = createMemorySession();
  session.set({ token: 'tok-1', xApiKey: 'key-1', permission: ['news', 'users'] }, '2030-01-01T00:00:00Z');
  const fake = fakeFetch(...replies);
  const client = createBackofficeClient({ baseUrl: BASE, session, fetch: fake.fetch });
  return { client, session, requests: fake.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const ok = (data: unknown, msg = 'ok') => ({ body: { error: false, msg, data } });

describe('requests', () => {
  it('sends the bearer token and the x-api-key from the stored login', async () => {
    const { client, requests } = setup(ok({ rows: [], pagination: {}, counts: {} }));
    await client.users.list({ stage: 'BLOCKED' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0]?.headers.get('x-api-key')).toBe('key-1');
  });

  it('puts camelCase input into snake_case query parameters and path parameters', async () => {
    const { client, requests } = setup(ok({ rows: [], pagination: {}, counts: {} }), ok(null));
    await client.users.list({ stage: 'BANNED', perPage: 25, orderBy: 'created_at', search: '' });
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/v1/users');
    expect(url?.searchParams.get('per_page')).toBe('25');
    expect(url?.searchParams.get('order_by')).toBe('created_at');
    expect(url?.searchParams.has('search')).toBe(false);
    await client.users.setWatchlist({ userId: 42, status: true, reason: 'chargebacks' });
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.url.pathname).toBe('/v1/users/watchlist/42');
    expect(JSON.parse(String(requests[1]?.body))).toEqual({ status: true, reason: 'chargebacks' });
  });

  it('converts body keys recursively and keeps OBT, CBT, OBRT and CBRT verbatim', async () => {
    const { client, requests } = setup(ok({ setting_id: 9, OBT: '10:00' }));
    // The spec's GET /games/setting/{provider_type} and PUT /games/setting/{setting_id} are one path
    // template in OpenAPI, so the PUT's setting id travels in the `provider_type` slot.
    await client.settings.updateDay({
      providerType: 9,
      OBT: '10:00',
      CBT: '12:00',
      OBRT: '10:30',
      CBRT: '12:30',
    });
    expect(requests[0]?.url.pathname).toBe('/v1/games/setting/9');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      OBT: '10:00',
      CBT: '12:00',
      OBRT: '10:30',
      CBRT: '12:30',
    });
  });

  it('sends FormData as multipart, untouched', async () => {
    const { client, requests } = setup(ok({ banner_id: 1 }));
    const form = new FormData();
    form.append('title', 'Diwali');
    form.append('image', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'b.png');
    await client.appSettings.createBanner(form);
    const sent = requests[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('title')).toBe('Diwali');
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends the Idempotency-Key header on money-moving operations', async () => {
    const { client, requests } = setup(ok({ user_id: 1, balance: 10, entry_id: 5, amount: 10, type: 0 }));
    await client.wallet.adjust(
      { userId: 1, amount: 10, type: 0, reason: 'Bonus' },
      { idempotencyKey: 'abc-12345' },
    );
    expect(requests[0]?.headers.get('idempotency-key')).toBe('abc-12345');
  });
});

describe('responses', () => {
  it('unwraps data and converts snake_case and kebab-case keys to camelCase', async () => {
    const { client } = setup(
      ok({
        rows: [{ user_id: 7, to_watch: true, 'last-login-at': null }],
        pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 1 },
        counts: {},
      }),
    );
    const page = await client.users.list();
    expect(page.rows[0]).toEqual({ userId: 7, toWatch: true, lastLoginAt: null });
    expect(page.pagination).toEqual({ perPage: 10, currentPage: 1, totalPage: 1, totalCount: 1 });
  });

  it('returns the server msg beside the data through send()', async () => {
    const { client } = setup(ok({ user_id: 7 }, 'Watchlist updated successfully'));
    const { data, msg } = await client.send('users.setWatchlist', { userId: 7, status: false });
    expect(msg).toBe('Watchlist updated successfully');
    expect(data).toEqual({ userId: 7 });
  });

  it('stores the login (token, x_api_key, permission and expiry) after auth.login', async () => {
    const session = createMemorySession();
    const fake = fakeFetch({
      body: {
        error: false,
        token: 't',
        x_api_key: 'k',
        permission: ['dashboard'],
        msg: 'Login successful',
        expires_at: '2030-01-01T00:00:00Z',
      },
    });
    const client = createBackofficeClient({ baseUrl: BASE, session, fetch: fake.fetch });
    const reply = await client.auth.login({
      username: 'admin',
      password: 'Admin@123',
      userAgent: 'ua',
      fingerprintHash: 'f',
    });
    expect(reply.xApiKey).toBe('k');
    expect(session.get()).toEqual({ token: 't', xApiKey: 'k', permission: ['dashboard'] });
    expect(session.expiresAt()).toBe('2030-01-01T00:00:00Z');
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({
      username: 'admin',
      password: 'Admin@123',
      user_agent: 'ua',
      fingerprint_hash: 'f',
    });
  });

  it('reads text/csv exports as text', async () => {
    const { client } = setup({ raw: 'a,b\n1,2\n', headers: { 'content-type': 'text/csv' } });
    expect(await client.reports.pgExport({})).toBe('a,b\n1,2\n');
  });
});

describe('the error table (spec section 8)', () => {
  it('token expiry flag: clears the login, "Session expired. Please log in again."', async () => {
    const { client, session } = setup({ status: 401, body: { error: true, msg: 'x', token_expired: true } });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.message).toBe('Session expired. Please log in again.');
    expect(session.get()).toBeNull();
    expect(session.expiresAt()).toBeNull();
  });

  it('token expiry flag inside a 200 body: clears the login as well', async () => {
    const { client, session } = setup({ status: 200, body: { error: true, msg: 'x', token_expired: true } });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.message).toBe('Session expired. Please log in again.');
    expect(session.get()).toBeNull();
    expect(session.expiresAt()).toBeNull();
  });

  it('500: "Internal Server Error"', async () => {
    const { client } = setup({ status: 500, body: { error: true, msg: 'boom at line 3' } });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('Internal Server Error');
  });

  it('401: clears the login, "Invalid credentials"', async () => {
    const { client, session } = setup({ status: 401, body: { error: true, msg: 'nope' } });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe('Invalid credentials');
    expect(session.get()).toBeNull();
  });

  it('403: "Unauthorized access." and the first menu link whose key is held', async () => {
    const { client, session } = setup(
      { status: 403, body: { error: true, msg: 'no' } },
      { status: 403, body: {} },
    );
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.message).toBe('Unauthorized access.');
    expect((error as ForbiddenError).redirectTo).toBe('/users');
    expect(session.get()).not.toBeNull();
    session.set({ token: 't', xApiKey: 'k', permission: [] });
    expect(((await failure(client.users.list())) as ForbiddenError).redirectTo).toBe('/dashboard');
  });

  it('404: "Sorry! The data you are looking for could not be found"', async () => {
    const { client } = setup({ status: 404, body: { error: true, msg: 'no such user' } });
    const error = await failure(client.users.details({ userId: 1 }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Sorry! The data you are looking for could not be found');
  });

  it('other statuses: the server msg, else the error message, else the raw data', async () => {
    const { client } = setup(
      { status: 409, body: { error: true, msg: 'Insufficient wallet balance' } },
      { status: 422, body: { message: 'from message' } },
      { status: 418, raw: 'teapot' },
    );
    expect((await failure(client.users.list())).message).toBe('Insufficient wallet balance');
    expect((await failure(client.users.list())).message).toBe('from message');
    expect((await failure(client.users.list())).message).toBe('teapot');
  });

  it('400 with a field-keyed msg: ValidationError carrying the fields', async () => {
    const { client } = setup({
      status: 400,
      body: { error: true, msg: { amount: 'body.amount must be > 0' } },
    });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('body.amount must be > 0');
    expect(error.fields).toEqual({ amount: 'body.amount must be > 0' });
  });

  it('manual-fund delete reads its error from msg.manual_fund_id', async () => {
    const { client } = setup({
      status: 409,
      body: { error: true, msg: { other: 'x', manual_fund_id: 'Manual fund reason is in use' } },
    });
    expect((await failure(client.manualFunds.delete({ manualFundId: 3 }))).message).toBe(
      'Manual fund reason is in use',
    );
  });

  it('no response: "No response from server"', async () => {
    const { client } = setup(new TypeError('fetch failed'));
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe('No response from server');
  });

  it('unparsable body: "Invalid response format from server"', async () => {
    const { client } = setup({ raw: '<html>proxy error</html>' });
    const error = await failure(client.users.list());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe('Invalid response format from server');
  });

  it('login failures: the server msg, else "Login failed"; a thrown failure "Please enter valid Username & Password"', async () => {
    const session = createMemorySession();
    const fake = fakeFetch(
      { status: 401, body: { error: true, msg: 'Invalid username or password' } },
      { status: 401, body: { error: true } },
      new TypeError('fetch failed'),
    );
    const client = createBackofficeClient({ baseUrl: BASE, session, fetch: fake.fetch });
    const input = { username: 'a', password: 'b' };
    expect((await failure(client.auth.login(input))).message).toBe('Invalid username or password');
    expect((await failure(client.auth.login(input))).message).toBe('Login failed');
    expect((await failure(client.auth.login(input))).message).toBe('Please enter valid Username & Password');
  });

  it('brands errors so isInstance works across copies of the SDK', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('backoffice.sdk.ApiError')]: true });
    expect(ApiError.isInstance(foreign)).toBe(true);
    expect(ApiError.isInstance(new Error('x'))).toBe(false);
  });
});
