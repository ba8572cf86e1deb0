/** The second-factor secrets as stored (sealed or clear), for start-up checks, the first encryption and rotation. */
import { isSealed, type SecretBox } from '../domain/secret-box.js';
import type { Db, Queryable } from './db.js';
import { secretContext } from './staff-signin.js';

export interface StoredSecret {
  employeeId: number;
  column: 'totp_secret' | 'totp_pending_secret';
  value: string;
}

export async function storedSecrets(db: Queryable): Promise<StoredSecret[]> {
  const rows = await db.query<{ employee_id: number; column: StoredSecret['column']; value: string }>(
    `SELECT employee_id, 'totp_secret' AS column, totp_secret AS value FROM employees WHERE totp_secret IS NOT NULL
     UNION ALL
     SELECT employee_id, 'totp_pending_secret', totp_pending_secret FROM employees WHERE totp_pending_secret IS NOT NULL`,
  );
  return rows.map((r) => ({ employeeId: Number(r.employee_id), column: r.column, value: r.value }));
}

/**
 * Encrypts under the box's current key, in one transaction: the clear secrets only (`which: 'clear'`, the
 * first start with a key), or every secret (`'all'`, a rotation: each is opened with whichever key sealed it).
 * Answers how many were written.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox, which: 'clear' | 'all'): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE employees IN SHARE ROW EXCLUSIVE MODE');
    let written = 0;
    for (const s of await storedSecrets(tx)) {
      if (which === 'clear' && isSealed(s.value)) continue;
      const context = secretContext(s.column, s.employeeId);
      const sealed = box.seal(box.open(s.value, context), context);
      await tx.query(`UPDATE employees SET ${s.column} = $2 WHERE employee_id = $1`, [s.employeeId, sealed]);
      written++;
    }
    return written;
  });
}
