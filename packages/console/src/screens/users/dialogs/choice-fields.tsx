import type { ReactNode } from 'react';

/** An on/off switch saved at once (the caller rolls it back if saving fails). */
export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {label}
    </label>
  );
}

/** A checkbox for one member of a set; the set is replaced (not mutated) on change. */
export function SetCheckbox<K>({
  value,
  set,
  onChange,
  children,
}: {
  value: K;
  set: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  children: ReactNode;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={set.has(value)}
        onChange={(event) => {
          const next = new Set(set);
          if (event.currentTarget.checked) next.add(value);
          else next.delete(value);
          onChange(next);
        }}
      />
      {children}
    </label>
  );
}
