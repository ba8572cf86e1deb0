import { describe, expect, it } from 'vitest';
import { databaseOutage } from '../src/db/outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which failures are the database being away or busy (503), not a bug (500)', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED'), 'unavailable'],
    ['connection reset', withCode('ECONNRESET'), 'unavailable'],
    ['backend killed (admin_shutdown)', withCode('57P01'), 'unavailable'],
    ['server starting (cannot_connect_now)', withCode('57P03'), 'unavailable'],
    ['too many connections', withCode('53300'), 'unavailable'],
    ['a connection exception class 08', withCode('08006'), 'unavailable'],
    ['the driver: connection terminated', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['the pool: no connection in time', new Error('timeout exceeded when trying to connect'), 'unavailable'],
    ['statement_timeout', withCode('57014'), 'deadline'],
    ['lock_timeout', withCode('55P03'), 'deadline'],
    ['the disk full (disk_full)', withCode('53100'), 'disk-full'],
    ['wrapped as a cause', new Error('outer', { cause: withCode('ECONNREFUSED') }), 'unavailable'],
    ['inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')]), 'unavailable'],
  ])('%s', (_name, error, kind) => {
    expect(databaseOutage(error)?.kind).toBe(kind);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(databaseOutage(error)).toBeNull();
  });
});
