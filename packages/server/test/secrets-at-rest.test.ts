/**
 * Second-factor secrets at rest (issue 40): AES-256-GCM under a key from configuration, the key id beside
 * each secret. A copy of the database without the key gives away no secret; a server without the key of
 * encrypted secrets refuses to start; secrets from before encryption are encrypted at start; a rotation
 * re-encrypts everything under a new key and every authenticator keeps working.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSecondFactor } from '../src/db/second-factor-check.js';
import { employeeForLogin } from '../src/db/staff-signin.js';
import { MissingSecretKey, parseSecretKeys, SecretBox } from '../src/domain/secret-box.js';
import {
  loadSecretBox,
  prepareSecretsAtRest,
  rotateSecretKey,
  secretKeyPath,
} from '../src/secrets-at-rest.js';
import { createTestApp, onPostgres, type TestApp } from './support/app.js';
import { addStaff } from './support/area-checks.js';

let t: TestApp;
let dir: string;
let keyFile: string;

/** The code an authenticator app shows at the server's clock. */
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

async function call(url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method: 'POST', url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

/** A staff member who set up a second factor through the API; answers the secret their phone holds. */
async function enrolled(username: string): Promise<string> {
  await addStaff(t.db, { username, fullName: username, password: 'Staff@1234', permission: ['dashboard'] });
  const headers = await t.login(username, 'Staff@1234');
  const setup = await call('/auth/admin/second-factor/setup', headers);
  const secret = (setup.json() as { data: { secret: string } }).data.secret;
  const confirm = await call('/auth/admin/second-factor/confirm', headers, {
    otp_code: await codeAt(secret),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return secret;
}

async function rawSecrets(): Promise<string[]> {
  const rows = await t.db.query<{ v: string }>(
    'SELECT totp_secret AS v FROM employees WHERE totp_secret IS NOT NULL UNION ALL SELECT totp_pending_secret FROM employees WHERE totp_pending_secret IS NOT NULL',
  );
  return rows.map((r) => r.v);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  keyFile = secretKeyPath(undefined, true, dir) as string;
  t = await createTestApp({ config: { secrets: { keyFile, box: loadSecretBox(keyFile) } } });
});
afterEach(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`second-factor secrets at rest (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores only ciphertext with its key id: a stolen copy without the key reveals no secret', async () => {
    const secret = await enrolled('alice');
    const [keyId] = parseSecretKeys(readFileSync(keyFile, 'utf8')).map((k) => k.id);
    const stored = await rawSecrets();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(new RegExp(`^enc:v1:${keyId}:`));
    expect(stored.join('\n')).not.toContain(secret);
    // Another key (the thief's guess) opens nothing; neither does a missing one.
    const guess = new SecretBox([{ id: keyId ?? '', key: Buffer.alloc(32, 7) }]);
    const [alice] = await t.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM employees WHERE username = 'alice'",
    );
    expect(() => guess.open(stored[0] ?? '', `employees.totp_secret:${alice?.employee_id}`)).toThrow();
    await expect(employeeForLogin(t.db, 'alice', undefined)).rejects.toBeInstanceOf(MissingSecretKey);
    // With the key, sign-in takes the authenticator's next code.
    t.clock.advance(30_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/admin/login',
      payload: { username: 'alice', password: 'Staff@1234', otp_code: await codeAt(secret) },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses to start without the key when encrypted secrets exist, and encrypts clear ones at start', async () => {
    await enrolled('bob');
    await expect(prepareSecretsAtRest(t.db, undefined, () => {})).rejects.toThrow(
      '1 second-factor secrets are encrypted and SECRET_KEY_FILE is not set: the server cannot read them',
    );
    const other = new SecretBox([{ id: 'other', key: Buffer.alloc(32, 1) }]);
    await expect(prepareSecretsAtRest(t.db, other, () => {})).rejects.toThrow('missing from SECRET_KEY_FILE');
    // A secret from before encryption: stored clear, encrypted by the start-up step.
    await t.db.query("UPDATE employees SET totp_pending_secret = 'JBSWY3DPEHPK3PXP' WHERE username = 'bob'");
    const log: string[] = [];
    await prepareSecretsAtRest(t.db, loadSecretBox(keyFile), (m) => log.push(m));
    expect(log).toEqual([expect.stringMatching(/^encrypted 1 second-factor secrets stored in clear/)]);
    expect((await rawSecrets()).every((v) => v.startsWith('enc:v1:'))).toBe(true);
  });

  it('re-encrypts every secret under a new key on rotation, and every code keeps working', async () => {
    const secrets = { carol: await enrolled('carol'), dave: await enrolled('dave') };
    const before = await rawSecrets();
    const { keyId, reencrypted } = await rotateSecretKey(t.db, keyFile, {
      retireOld: true,
      now: new Date(Date.now() + 5_000),
    });
    expect(reencrypted).toBe(2);
    expect(parseSecretKeys(readFileSync(keyFile, 'utf8')).map((k) => k.id)).toEqual([keyId]);
    const after = await rawSecrets();
    expect(after.every((v) => v.startsWith(`enc:v1:${keyId}:`))).toBe(true);
    expect(after.some((v) => before.includes(v))).toBe(false);
    const box = loadSecretBox(keyFile);
    t.clock.advance(30_000);
    for (const [name, secret] of Object.entries(secrets)) {
      const employee = await employeeForLogin(t.db, name, box);
      expect(employee?.totp_secret).toBe(secret);
      const verdict = await checkSecondFactor(
        t.db,
        employee as NonNullable<typeof employee>,
        { otpCode: await codeAt(secret) },
        t.clock.now(),
      );
      expect(verdict).toBe('ok');
    }
  });
});
