/** Saving a result (no money moves): validated digits, one live result per provider, date and session. */
import type { ProviderType, Session } from '../domain/bid-types.js';
import { refuse } from '../domain/errors.js';
import { ankOf, isPanna } from '../domain/panna.js';
import type { Db } from './db.js';

export interface SaveResultInput {
  providerId: number;
  providerType: ProviderType;
  gameDate: string;
  session?: Session | undefined;
  panna?: string | undefined;
  digit?: string | undefined;
  employeeId: number | null;
}

interface ResultDigits {
  session: Session | null;
  panna: string | null;
  ank: string | null;
  digit: string;
}

/** Checks the digits a result needs for its family and computes the ank; refused (naming the field) otherwise. */
export function resultDigits(input: SaveResultInput): ResultDigits {
  if (input.providerType === 3) {
    if (input.session !== undefined) throw refuse({ code: 'jackpot-has-no-session' });
    if (input.panna !== undefined) throw refuse({ code: 'jackpot-has-no-panna' });
    if (!input.digit || !/^\d{2}$/.test(input.digit)) throw refuse({ code: 'jackpot-needs-digit' });
    return { session: null, panna: null, ank: null, digit: input.digit };
  }
  if (input.providerType === 1 && input.session === undefined) {
    throw refuse({ code: 'market-needs-session' });
  }
  if (input.providerType === 2 && input.session !== undefined) {
    throw refuse({ code: 'starline-has-no-session' });
  }
  if (input.panna === undefined) throw refuse({ code: 'panna-required' });
  if (!isPanna(input.panna)) throw refuse({ code: 'panna-invalid', panna: input.panna });
  const ank = ankOf(input.panna);
  if (input.digit !== undefined && input.digit !== ank) {
    throw refuse({ code: 'digit-not-ank', digit: input.digit, panna: input.panna, ank });
  }
  return { session: input.session ?? null, panna: input.panna, ank, digit: `${input.panna}-${ank}` };
}

/** Saves (or replaces the SAVED) result of the slot and returns its id; refused when already declared. */
export async function saveResult(db: Db, input: SaveResultInput): Promise<number> {
  const digits = resultDigits(input);
  return db.transaction(async (tx) => {
    const [provider] = await tx.query<{ provider_type: number }>(
      'SELECT provider_type FROM providers WHERE provider_id = $1',
      [input.providerId],
    );
    if (!provider) throw refuse({ code: 'provider-not-found' });
    if (Number(provider.provider_type) !== input.providerType) {
      throw refuse({
        code: 'provider-type-mismatch',
        providerId: input.providerId,
        providerType: input.providerType,
      });
    }
    const [live] = await tx.query<{ result_id: number; status: string }>(
      `SELECT result_id, status FROM results
        WHERE provider_id = $1 AND game_date = $2 AND session IS NOT DISTINCT FROM $3::text AND status <> 'REVERTED'
        FOR UPDATE`,
      [input.providerId, input.gameDate, digits.session],
    );
    if (live?.status === 'DECLARED') throw refuse({ code: 'result-already-declared' });
    if (live) {
      await tx.query(
        `UPDATE results SET panna = $2, ank = $3, digit = $4, saved_at = now(), saved_by = $5 WHERE result_id = $1`,
        [live.result_id, digits.panna, digits.ank, digits.digit, input.employeeId],
      );
      return live.result_id;
    }
    const [row] = await tx.query<{ result_id: number }>(
      `INSERT INTO results (provider_id, provider_type, game_date, session, panna, ank, digit, status, saved_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'SAVED', $8) RETURNING result_id`,
      [
        input.providerId,
        input.providerType,
        input.gameDate,
        digits.session,
        digits.panna,
        digits.ank,
        digits.digit,
        input.employeeId,
      ],
    );
    return row?.result_id ?? 0;
  });
}

/** Deletes a SAVED result; refused when unknown, declared or reverted. */
export async function deleteSavedResult(db: Db, resultId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM results WHERE result_id = $1 FOR UPDATE',
      [resultId],
    );
    if (!row) throw refuse({ code: 'result-not-found' });
    if (row.status !== 'SAVED') throw refuse({ code: 'delete-needs-saved', status: row.status });
    await tx.query('DELETE FROM results WHERE result_id = $1', [resultId]);
  });
}
