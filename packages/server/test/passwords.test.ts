import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../src/domain/passwords.js';

describe('scrypt passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Admin@123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Admin@123', hash)).toBe(true);
    expect(await verifyPassword('admin@123', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });
});
