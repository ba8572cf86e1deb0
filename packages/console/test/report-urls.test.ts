import { describe, expect, it } from 'vitest';
import { parseQuery } from '../src/components/use-url-query';
import {
  ADMIN_ALLOWED,
  adminCrumbs,
  adminDefaults,
  adminHref,
  adminInput,
} from '../src/screens/admin-report/admin-report-query';
import { PG_ALLOWED, pgCrumbs, pgDefaults, pgHref, pgInput } from '../src/screens/pg-report/pg-report-query';
import { salesCrumbs, salesDefaults, salesHref, salesInput } from '../src/screens/sales-report/sales-query';

const TODAY = '2026-03-20';

describe('PG report drill-down URLs', () => {
  const defaults = pgDefaults(TODAY);

  it('goes overall -> by date -> one day by gateway -> transactions, each level a URL keeping the filters', () => {
    const overall = { ...defaults, type: 'DEPOSIT' as const, admin: '3' };
    const byDate = pgHref(overall, defaults, { level: 'by-date' });
    expect(byDate).toBe('/reports/pg-report?level=by-date&admin=3&type=DEPOSIT');
    const day = parseQuery(byDate.split('?')[1] ?? '', defaults, PG_ALLOWED);
    const byGateway = pgHref(day, defaults, { level: 'by-gateway', date: '2026-03-18' });
    expect(byGateway).toBe('/reports/pg-report?level=by-gateway&date=2026-03-18&admin=3&type=DEPOSIT');
    const gateway = parseQuery(byGateway.split('?')[1] ?? '', defaults, PG_ALLOWED);
    const transactions = pgHref(gateway, defaults, { level: 'transactions', gateway: 'Razorpay' });
    const last = parseQuery(transactions.split('?')[1] ?? '', defaults, PG_ALLOWED);
    expect(pgInput(last)).toEqual({
      startDate: '2026-03-05',
      endDate: TODAY,
      date: '2026-03-18',
      paymentGateway: 'Razorpay',
      type: 'DEPOSIT',
      admin: 3,
    });
    expect(pgCrumbs(last, defaults)).toEqual([
      { label: 'Overall', href: '/reports/pg-report?admin=3' },
      { label: 'By date', href: '/reports/pg-report?level=by-date&gateway=Razorpay&admin=3&type=DEPOSIT' },
      {
        label: '2026-03-18',
        href: '/reports/pg-report?level=by-gateway&date=2026-03-18&admin=3&type=DEPOSIT',
      },
      { label: 'Razorpay transactions' },
    ]);
  });

  it('keeps a hand-picked range in every level and ignores an unknown level', () => {
    const q = { ...defaults, start: '2026-01-01', end: '2026-01-31' };
    expect(pgHref(q, defaults, { level: 'by-date' })).toBe(
      '/reports/pg-report?level=by-date&start=2026-01-01&end=2026-01-31',
    );
    expect(parseQuery('level=everything', defaults, PG_ALLOWED).level).toBe('overall');
  });
});

describe('admin fund report URLs', () => {
  const defaults = adminDefaults(TODAY);

  it("opens an admin's transactions under By admin, with tran_type and created_by", () => {
    const q = { ...defaults, tranType: 'credit' as const };
    const href = adminHref(q, defaults, { level: 'transactions', createdBy: '7' });
    expect(href).toBe('/reports/admin-report?level=transactions&tranType=credit&createdBy=7');
    const parsed = parseQuery(href.split('?')[1] ?? '', defaults, ADMIN_ALLOWED);
    expect(adminInput(parsed)).toEqual({
      startDate: '2026-03-05',
      endDate: TODAY,
      tranType: 'credit',
      createdBy: 7,
    });
    expect(adminCrumbs(parsed, defaults, 'cashier')).toEqual([
      { label: 'Overall', href: '/reports/admin-report?tranType=credit' },
      { label: 'By admin', href: '/reports/admin-report?level=by-admin&tranType=credit' },
      { label: 'Transactions of cashier' },
    ]);
  });
});

describe('sales report URLs', () => {
  const defaults = salesDefaults(TODAY);

  it('opens the players of one provider and goes back to the providers with the range kept', () => {
    const q = { ...defaults, start: '2026-03-01', providerName: 'Milan' };
    const players = salesHref('starline', q, defaults, { provider: 15 });
    expect(players).toBe('/sales-report/starline?start=2026-03-01&providerName=Milan&provider=15');
    const at = { ...q, provider: 15, playerName: 'Rao' };
    expect(salesInput('starline', at)).toEqual({
      type: 'starline',
      startDate: '2026-03-01',
      endDate: TODAY,
      providerName: 'Milan',
      playerName: 'Rao',
      providerId: 15,
    });
    expect(salesCrumbs('starline', at, defaults, 'Starline 12:00 PM')).toEqual([
      { label: 'Per provider', href: '/sales-report/starline?start=2026-03-01&providerName=Milan' },
      { label: 'Players of Starline 12:00 PM' },
    ]);
  });
});
