import { useEffect, useRef, useState } from 'react';

interface Props {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  delayMs?: number;
  /** Enter was pressed (after `onSearch`): a list screen moves focus to its list once it has the answer. */
  onEnter?: (input: HTMLInputElement) => void;
}

/** A labelled search field that reports after the user pauses typing (or at once on Enter). */
export function SearchBox({ label, placeholder, value, onSearch, delayMs = 300, onEnter }: Props) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => report.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return (
    <label className="search-box">
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          onSearch(text.trim());
          onEnter?.(event.currentTarget);
        }}
      />
    </label>
  );
}
