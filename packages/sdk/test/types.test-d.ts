import type { createFileSession } from '@backoffice/sdk/session-file';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  type BackofficeClient,
  type Camelize,
  type CamelKey,
  type LiveChange,
  type Schemas,
  type SessionStore,
} from '../src/index.js';

describe('camelCase types derived from the contract', () => {
  it('camelizes keys, keeps the timing keys and leading underscores', () => {
    expectTypeOf<CamelKey<'user_id'>>().toEqualTypeOf<'userId'>();
    expectTypeOf<CamelKey<'address_line_1'>>().toEqualTypeOf<'addressLine1'>();
    expectTypeOf<CamelKey<'last-login-at'>>().toEqualTypeOf<'lastLoginAt'>();
    expectTypeOf<CamelKey<'OBRT'>>().toEqualTypeOf<'OBRT'>();
    expectTypeOf<CamelKey<'_private_key'>>().toEqualTypeOf<'_privateKey'>();
  });

  it('walks objects and arrays deeply', () => {
    type Wire = { bid_rows: { bid_id: number; OBT: string }[]; created_at: Date };
    expectTypeOf<Camelize<Wire>>().toEqualTypeOf<{
      bidRows: { bidId: number; OBT: string }[];
      createdAt: Date;
    }>();
  });

  it('types operation inputs and outputs in camelCase', () => {
    type List = BackofficeClient['users']['list'];
    expectTypeOf<Parameters<List>[0]>().toExtend<
      { perPage?: number; orderBy?: string } | FormData | undefined
    >();
    expectTypeOf<Awaited<ReturnType<List>>['pagination']>().toEqualTypeOf<{
      perPage: number;
      currentPage: number;
      totalPage: number;
      totalCount: number;
      totalCapped?: true;
    }>();
    expectTypeOf<Awaited<ReturnType<BackofficeClient['auth']['login']>>>().toHaveProperty('xApiKey');
    expectTypeOf<Schemas['SettingRow']>().toHaveProperty('OBT');
  });
});

describe('entry points and errors', () => {
  it('resolves @backoffice/sdk/session-file to the file session store', () => {
    expectTypeOf<typeof createFileSession>().returns.toEqualTypeOf<SessionStore>();
  });

  it('keeps ApiError.cause readonly', () => {
    const error = new ApiError('x', { status: 500, code: 'SERVER_ERROR', cause: 'db down' });
    expectTypeOf(error.cause).toBeUnknown();
    // @ts-expect-error cause is readonly
    error.cause = 'changed';
  });
});

describe('live events', () => {
  it('types a change event from the contract, camelCased', () => {
    expectTypeOf<LiveChange['recordId']>().toEqualTypeOf<string>();
    expectTypeOf<LiveChange['version']>().toEqualTypeOf<number>();
    expectTypeOf<LiveChange['by']>().toEqualTypeOf<string | null>();
    expectTypeOf<LiveChange['kind']>().toEqualTypeOf<
      | 'fund_request'
      | 'withdrawal'
      | 'gateway_request'
      | 'approval'
      | 'result'
      | 'board_slot'
      | 'integrity_alarm'
      | 'chat_thread'
      | 'session'
      | 'late_bid'
      | 'fingerprint'
    >();
    expectTypeOf<Schemas['FundRequestRow']['version']>().toEqualTypeOf<number | undefined>();
  });
});
