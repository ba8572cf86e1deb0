import { formatMoney } from '../../components/format';

/** One field of a change: its value before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "balancePaise" -> "Balance", "tranStatus" -> "Tran status" (paise are shown as rupees). */
function fieldLabel(field: string): string {
  const words = field
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: paise as rupees with Indian grouping, yes/no, lists joined, nothing as a dash. */
export function valueText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.endsWith('Paise') && typeof value === 'number') return formatMoney(value / 100);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))) {
    return value.length === 0 ? 'none' : value.join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The fields of an audit row's before and after, side by side: every field either side names, in the
 * order they appear; a side that is not an object (a list of rates …) is one field, "Value".
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    const b = valueText('value', before);
    const a = valueText('value', after);
    return [{ field: 'value', label: 'Value', before: b, after: a, changed: b !== a }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const was = valueText(field, b[field]);
    const now = valueText(field, a[field]);
    return {
      field,
      label: fieldLabel(field),
      before: before === null || !(field in b) ? '—' : was,
      after: after === null || !(field in a) ? '—' : now,
      changed: was !== now,
    };
  });
}

/** One line for the list: the changed fields as "Label: before → after" (or the new value). */
export function changeSummary(before: unknown, after: unknown): string {
  const changes = fieldChanges(before, after).filter((c) => c.changed);
  if (changes.length === 0) return before === null && after === null ? '' : 'No field changed';
  return changes
    .map((c) => (c.before === '—' ? `${c.label}: ${c.after}` : `${c.label}: ${c.before} → ${c.after}`))
    .join('; ');
}
