import { describe, expect, it } from 'vitest';
import {
  createBackofficeClient,
  createMemorySession,
  isApiError,
  NotFoundError,
  NotOfferedError,
  OPERATIONS,
  type OperationId,
  OperationMapError,
  offersParameter,
  parseOfferList,
  parseOperationMap,
  SPEC_OPERATIONS,
} from '../src/index.js';
import { fakeFetch, type Reply } from './fake-fetch.js';

const BASE = 'http://host.test/v1';

function setup(options: { operationMap?: unknown; offers?: unknown }, ...replies: Reply[]) {
  const session = createMemorySession();
  session.set({ token: 'tok-1', xApiKey: 'key-1', permission: ['masters.manageEmployee', 'users'] });
  const fake = fakeFetch(...replies);
  const withdrawn: string[] = [];
  const client = createBackofficeClient({
    baseUrl: BASE,
    session,
    fetch: fake.fetch,
    ...options,
    onNotOffered: (error) => withdrawn.push(error.operationId),
  });
  return { client, session, requests: fake.requests, withdrawn };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const page = { rows: [], pagination: { total: 0, current_page: 1, per_page: 10, last_page: 1 } };
const capabilities = (operations: string[], parameters?: Record<string, unknown>) => ({
  body: {
    error: false,
    msg: '',
    data: {
      contract_version: '1.0.0',
      operations,
      ...(parameters ? { parameters } : {}),
      behaviours: {
        approval_policies: true,
        second_factor: false,
        integrity_checks: true,
        live_events: false,
      },
    },
  },
});

describe('the operation map is checked against the contract', () => {
  it('takes a valid entry, its method in any case', () => {
    expect(parseOperationMap({ 'employees.list': { method: 'GET', path: '/admin/staff' } })).toEqual({
      'employees.list': { method: 'get', path: '/admin/staff' },
    });
  });

  it('refuses an unknown operation id, naming it', () => {
    expect(() => parseOperationMap({ 'staff.list': { method: 'GET', path: '/staff' } })).toThrow(
      'operation map entry "staff.list": no operation of the contract has this id',
    );
  });

  it('refuses a path missing the operation’s path parameter', () => {
    let error: unknown;
    try {
      parseOperationMap({ 'employees.update': { method: 'PUT', path: '/admin/staff' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(OperationMapError);
    expect((error as OperationMapError).entry).toBe('employees.update');
    expect((error as Error).message).toMatch(/path parameters must be exactly \{employee_id\}; missing/);
  });

  it('refuses a path parameter the operation does not have', () => {
    expect(() =>
      parseOperationMap({ 'employees.list': { method: 'GET', path: '/admin/staff/{staff_id}' } }),
    ).toThrow(
      'operation map entry "employees.list": path parameters must be exactly none; unknown {staff_id}',
    );
  });

  it('refuses a method the operation cannot take', () => {
    expect(() => parseOperationMap({ 'employees.create': { method: 'GET', path: '/admin/staff' } })).toThrow(
      'operation map entry "employees.create": GET cannot carry the request body',
    );
    expect(() => parseOperationMap({ 'employees.list': { method: 'FETCH', path: '/admin/staff' } })).toThrow(
      /"employees.list": method must be one of get, put, post, delete, patch/,
    );
  });

  it('refuses a path with a query or without a leading slash, and a map that is not an object', () => {
    expect(() => parseOperationMap({ 'employees.list': { method: 'GET', path: 'admin/staff' } })).toThrow(
      /"employees.list": path must start with "\/"/,
    );
    expect(() => parseOperationMap({ 'employees.list': { method: 'GET', path: '/staff?all=1' } })).toThrow(
      /"employees.list": path must start/,
    );
    expect(() => parseOperationMap(['employees.list'])).toThrow(/must be an object keyed by operation id/);
  });

  it('the client refuses a bad map when it is made, not at the first call', () => {
    expect(() =>
      createBackofficeClient({
        baseUrl: BASE,
        session: createMemorySession(),
        operationMap: { 'employees.list': { method: 'GET', path: '/admin/{x}' } },
      }),
    ).toThrow(/operation map entry "employees.list"/);
  });

  it('reads an offer list: spec, designed, ids, and refuses unknown ids', () => {
    expect(parseOfferList('spec')).toEqual(SPEC_OPERATIONS);
    expect(parseOfferList('spec,employees.list')).toContain('employees.list');
    expect(parseOfferList(['designed']).every((id) => OPERATIONS[id].origin === 'designed')).toBe(true);
    expect(() => parseOfferList('spec,staff.list')).toThrow('operation map entry "staff.list"');
  });
});

describe('a mapped operation is sent where the map says', () => {
  it('sends the method and path of the map, path parameters filled', async () => {
    const { client, requests } = setup(
      {
        operationMap: {
          'employees.list': { method: 'POST', path: '/admin/staff/search' },
          'employees.update': { method: 'PATCH', path: '/admin/staff/{employee_id}' },
        },
      },
      { body: { error: false, msg: '', data: page } },
      { body: { error: false, msg: 'Updated', data: null } },
    );
    await client.employees.list({ search: 'ravi' });
    await client.send('employees.update', { employeeId: 4, name: 'Ravi' } as never);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'POST /v1/admin/staff/search?search=ravi',
      'PATCH /v1/admin/staff/4',
    ]);
    expect(client.routeOf('employees.list')).toEqual({ method: 'post', path: '/admin/staff/search' });
    expect(client.routeOf('users.list')).toEqual({ method: 'get', path: '/users' });
  });

  it('asks a remapped capabilities path', async () => {
    const { client, requests } = setup(
      { operationMap: { 'host.capabilities': { method: 'GET', path: '/meta/offer' } } },
      capabilities(['users.list']),
    );
    await client.capabilities();
    expect(requests[0]?.url.pathname).toBe('/v1/meta/offer');
  });
});

describe('what the host offers', () => {
  it('asks GET /capabilities once and answers offers() from it', async () => {
    const { client, requests } = setup({}, capabilities(['users.list', 'employees.list', 'later.op']));
    const [first, second] = await Promise.all([client.capabilities(), client.capabilities()]);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /v1/capabilities']);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(first.source).toBe('host');
    expect(first.contractVersion).toBe('1.0.0');
    expect(first.unknown).toEqual(['later.op']);
    expect(first.behaviours).toEqual({
      approvalPolicies: true,
      secondFactor: false,
      integrityChecks: true,
      liveEvents: false,
    });
    expect(second.offered).toEqual(first.offered);
    expect(client.offers('employees.list')).toBe(true);
    expect(client.offers('users.details')).toBe(false);
  });

  it('a host without GET /capabilities is taken to serve the spec’s calls', async () => {
    const { client, session } = setup({}, { status: 404, body: { error: true, msg: 'Not found' } });
    const offer = await client.capabilities();
    expect(offer.source).toBe('assumed');
    expect(offer.offered).toEqual(SPEC_OPERATIONS);
    expect(client.offers('users.list')).toBe(true);
    expect(client.offers('employees.list')).toBe(false);
    expect(session.get()?.token).toBe('tok-1');
  });

  it('before sign-in (401) the spec’s set is assumed for now and the host is asked again later', async () => {
    const { client, requests, session } = setup(
      {},
      { status: 401, body: { error: true, msg: 'Unauthorized' } },
      capabilities(['employees.list']),
    );
    expect((await client.capabilities()).source).toBe('assumed');
    expect(session.get()?.token).toBe('tok-1');
    expect((await client.capabilities()).source).toBe('host');
    expect(client.offers('employees.list')).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('serves a designed parameter of a spec call only when the host lists it', async () => {
    const { client } = setup(
      {},
      capabilities(['users.list', 'gateway.requests'], {
        'users.list': ['balance_over', 'later_param'],
        'employees.list': ['search'],
      }),
    );
    const offer = await client.capabilities();
    expect(offer.parameters).toEqual({ 'users.list': ['balance_over'] });
    expect(offersParameter(offer, 'users.list', 'balance_over')).toBe(true);
    expect(offersParameter(offer, 'users.list', 'stage')).toBe(true);
    expect(offersParameter(offer, 'gateway.requests', 'amount_over')).toBe(false);
    expect(offersParameter(offer, 'gateway.requests', 'search')).toBe(true);
    expect(offersParameter(offer, 'users.details', 'user_id')).toBe(false);
  });

  it('a host taken at the spec’s set serves no designed parameter', async () => {
    const { client } = setup({}, { status: 404, body: { error: true, msg: 'Not found' } });
    const offer = await client.capabilities();
    expect(offersParameter(offer, 'users.list', 'balance_over')).toBe(false);
    expect(offersParameter(offer, 'users.list', 'search')).toBe(true);
  });

  it('a configured offer is used without asking the host', async () => {
    const { client, requests } = setup({ offers: 'spec,employees.list' });
    expect(client.offers('employees.list')).toBe(true);
    expect(client.offers('audit.list')).toBe(false);
    expect((await client.capabilities()).source).toBe('config');
    expect(requests).toHaveLength(0);
  });

  it('calling an operation not offered throws NotOfferedError naming it, with no request', async () => {
    const { client, requests } = setup({}, { status: 404, body: {} });
    await client.capabilities();
    const error = await failure(client.employees.list());
    expect(error).toBeInstanceOf(NotOfferedError);
    expect((error as NotOfferedError).operationId).toBe('employees.list');
    expect(error.message).toBe('This host does not offer employees.list');
    expect(requests).toHaveLength(1);
  });
});

describe('an operation the host claimed but lacks is withdrawn for the session', () => {
  const claimed: OperationId[] = ['employees.list', 'users.details', 'users.list', 'audit.list'];

  it.each([404, 405, 501])(
    '%i from an operation without a contract 404 withdraws it once',
    async (status) => {
      const { client, requests, withdrawn } = setup({}, capabilities(claimed), {
        status,
        body: { error: true, msg: 'no route' },
      });
      await client.capabilities();
      const error = await failure(client.employees.list());
      expect(error).toBeInstanceOf(NotOfferedError);
      expect(error.status).toBe(status);
      expect(withdrawn).toEqual(['employees.list']);
      expect(client.offers('employees.list')).toBe(false);
      expect((await client.capabilities()).withdrawn).toEqual(['employees.list']);
      expect(await failure(client.employees.list())).toBeInstanceOf(NotOfferedError);
      expect(requests).toHaveLength(2);
      expect(withdrawn).toEqual(['employees.list']);
    },
  );

  it('a 404 the contract lists (a record not found) stays a NotFoundError', async () => {
    const { client, withdrawn } = setup({}, capabilities(claimed), {
      status: 404,
      body: { error: true, msg: 'no such user' },
    });
    await client.capabilities();
    expect(await failure(client.users.details({ userId: 9 }))).toBeInstanceOf(NotFoundError);
    expect(client.offers('users.details')).toBe(true);
    expect(withdrawn).toEqual([]);
  });

  it('before capabilities are asked, a designed call that meets a 404 is NotOffered too', async () => {
    const { client, withdrawn } = setup({}, { status: 404, body: { error: true, msg: 'Not found' } });
    expect(await failure(client.audit.list())).toBeInstanceOf(NotOfferedError);
    expect(withdrawn).toEqual(['audit.list']);
  });
});
