import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorageSession, firstPermittedPath, memoryStorage } from '../src/index.js';
import { createFileSession } from '../src/session-file.js';

describe('session stores', () => {
  it('keeps authUser as {token, x_api_key, permission} and the expiry under its own key', () => {
    const storage = memoryStorage();
    const session = createLocalStorageSession(storage);
    let changes = 0;
    session.subscribe(() => changes++);
    session.set({ token: 't', xApiKey: 'k', permission: ['users'] }, '2030-01-01T00:00:00Z');
    expect(JSON.parse(storage.getItem('authUser') ?? '')).toEqual({
      token: 't',
      x_api_key: 'k',
      permission: ['users'],
    });
    expect(storage.getItem('authUserExpiry')).toBe('2030-01-01T00:00:00Z');
    session.clear();
    expect(storage.getItem('authUser')).toBeNull();
    expect(storage.getItem('authUserExpiry')).toBeNull();
    expect(changes).toBe(2);
  });

  it('treats a malformed stored login as none', () => {
    const storage = memoryStorage();
    storage.setItem('authUser', '{not json');
    expect(createLocalStorageSession(storage).get()).toBeNull();
    storage.setItem('authUser', JSON.stringify({ token: '' }));
    expect(createLocalStorageSession(storage).get()).toBeNull();
  });

  it('file adapter survives a new process and writes the file for its owner only', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bo-session-')), 'session.json');
    createFileSession(path).set({ token: 't', xApiKey: 'k', permission: [] });
    expect(createFileSession(path).get()).toEqual({ token: 't', xApiKey: 'k', permission: [] });
    expect(statSync(path).mode & 0o077).toBe(0);
    createFileSession(path).clear();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({});
  });
});

describe('403 redirect target (spec section 6)', () => {
  it('sends an empty permission list to /dashboard', () => {
    expect(firstPermittedPath([])).toBe('/dashboard');
  });
  it('sends others to the first menu link whose key they hold', () => {
    expect(firstPermittedPath(['news', 'wallet.viewWallet'])).toBe('/wallet/view-wallet');
    expect(firstPermittedPath(['masters.manageEmployee', 'users'])).toBe('/users');
  });
});
