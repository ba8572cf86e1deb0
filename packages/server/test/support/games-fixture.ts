/** A small games world on an in-memory database: staff, players with money, providers and bids. */

import type { Db } from '../../src/db/db.js';
import { postEntry } from '../../src/db/ledger.js';
import { paise } from '../../src/db/money.js';
import type { BidType, Session } from '../../src/domain/bid-types.js';
import { validateBid } from '../../src/domain/bid-types.js';

export async function addEmployee(db: Db, username = 'declarer'): Promise<number> {
  const [row] = await db.query<{ employee_id: number }>(
    `INSERT INTO employees (username, full_name, password_hash, is_admin) VALUES ($1, $1, 'x', true)
     ON CONFLICT (username) DO UPDATE SET full_name = excluded.full_name RETURNING employee_id`,
    [username],
  );
  return row?.employee_id ?? 0;
}

/** A player with a wallet holding `depositPaise` (through a DEPOSIT entry). */
export async function addPlayer(db: Db, name: string, depositPaise: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [p] = await tx.query<{ user_id: number }>(
      `INSERT INTO players (full_name, phone, stage) VALUES ($1, $2, 'REGISTERED') RETURNING user_id`,
      [name, `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`],
    );
    const userId = p?.user_id ?? 0;
    await tx.query('INSERT INTO wallets (user_id) VALUES ($1)', [userId]);
    if (depositPaise > 0) await postEntry(tx, { userId, amountPaise: depositPaise, transType: 'DEPOSIT' });
    return userId;
  });
}

export async function addProvider(db: Db, providerType: 1 | 2 | 3, name: string): Promise<number> {
  const [row] = await db.query<{ provider_id: number }>(
    'INSERT INTO providers (provider_type, provider_name) VALUES ($1, $2) RETURNING provider_id',
    [providerType, name],
  );
  return row?.provider_id ?? 0;
}

export interface PlaceBid {
  userId: number;
  providerId: number;
  providerType: 1 | 2 | 3;
  gameDate: string;
  session: Session | null;
  bidType: BidType;
  digit: string;
  amountPaise: number;
}

/** Places a bid the way the player app would: validated, stake debited through the ledger. */
export async function placeBid(db: Db, bid: PlaceBid): Promise<number> {
  const check = validateBid({ ...bid, bidType: bid.bidType });
  if (!check.ok) throw new Error(check.msg);
  return db.transaction(async (tx) => {
    const entry = await postEntry(tx, {
      userId: bid.userId,
      amountPaise: -bid.amountPaise,
      transType: 'BID',
    });
    const [row] = await tx.query<{ bid_id: unknown }>(
      `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, half_sangam_form,
                         amount_paise, bid_entry_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING bid_id`,
      [
        bid.userId,
        bid.providerId,
        bid.providerType,
        bid.gameDate,
        bid.session,
        bid.bidType,
        bid.digit,
        check.halfSangamForm,
        bid.amountPaise,
        entry.entryId,
      ],
    );
    return Number(row?.bid_id);
  });
}

export async function balances(db: Db): Promise<Map<number, number>> {
  const rows = await db.query<{ user_id: number; balance_paise: unknown }>(
    'SELECT user_id, balance_paise FROM wallets',
  );
  return new Map(rows.map((r) => [r.user_id, paise(r.balance_paise)]));
}
