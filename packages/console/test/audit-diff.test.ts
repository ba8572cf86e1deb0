import { describe, expect, it } from 'vitest';
import { changeSummary, fieldChanges } from '../src/screens/audit-log/audit-diff';

describe('the audit trail before/after', () => {
  it('shows paise as rupees with Indian grouping, labelled without "paise"', () => {
    expect(
      changeSummary({ balancePaise: 10_000 }, { balancePaise: 10_010_000, amountPaise: 10_000_000 }),
    ).toBe('Balance: ₹100.00 → ₹1,00,100.00; Amount: ₹1,00,000.00');
  });

  it('lists every field either side names and marks only the changed ones', () => {
    expect(
      fieldChanges(
        { fullName: 'Ravi Kumar', isAdmin: false, permission: ['users'] },
        { fullName: 'Ravi K', isAdmin: false, permission: [] },
      ),
    ).toEqual([
      { field: 'fullName', label: 'Full name', before: 'Ravi Kumar', after: 'Ravi K', changed: true },
      { field: 'isAdmin', label: 'Is admin', before: 'No', after: 'No', changed: false },
      { field: 'permission', label: 'Permission', before: 'users', after: 'none', changed: true },
    ]);
  });

  it('shows a creation (nothing before) and a list-shaped change (rates) as one value', () => {
    expect(fieldChanges(null, { isActive: true })).toEqual([
      { field: 'isActive', label: 'Is active', before: '—', after: 'Yes', changed: true },
    ]);
    const rates = fieldChanges(
      [{ bidType: 'SINGLE', winAmount: 95 }],
      [{ bidType: 'SINGLE', winAmount: 96 }],
    );
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ label: 'Value', changed: true });
    expect(rates[0]?.after).toContain('96');
  });

  it('keeps text as text: markup in a value is not interpreted', () => {
    expect(changeSummary({ reason: 'a' }, { reason: '<img src=x onerror=alert(1)>' })).toBe(
      'Reason: a → <img src=x onerror=alert(1)>',
    );
  });

  it('says nothing for a row without before or after, and when no field changed', () => {
    expect(changeSummary(null, null)).toBe('');
    expect(changeSummary({ status: 'A' }, { status: 'A' })).toBe('No field changed');
  });
});
