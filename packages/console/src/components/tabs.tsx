import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  /** Shown after the label, e.g. a status count ('–' while unknown). */
  count?: number | null;
}

interface Props<V extends string> {
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The panel the tabs control; rendered after the tab list with role=tabpanel. */
  children?: ReactNode;
}

const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The one tab list (WAI-ARIA tabs with automatic activation): a roving tabindex, arrows move and
 * select, Home/End go to the ends; the panel is labelled by the selected tab.
 */
export function Tabs<V extends string>({ label, items, value, onChange, children }: Props<V>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${base}-tab-${v}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = STEPS[event.key];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const at = Math.max(
      0,
      items.findIndex((item) => item.value === value),
    );
    const next = items[step(at, items.length)];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs" ref={list}>
        {items.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(item.value)}
            aria-controls={children === undefined ? undefined : panelId}
            aria-selected={item.value === value}
            tabIndex={item.value === value ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
            {'count' in item ? <span className="count">{item.count ?? '–'}</span> : null}
          </button>
        ))}
      </div>
      {children === undefined ? null : (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="tab-panel">
          {children}
        </div>
      )}
    </>
  );
}
