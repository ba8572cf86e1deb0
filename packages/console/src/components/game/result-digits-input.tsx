/**
 * Typing a result from the keyboard: a panna (market, starline) or two digits (jackpot). Only digits
 * go in; the ank and, at a market's Close, the jodi show as you type; a typeahead lists the valid
 * pannas that start with what is typed (ArrowDown/ArrowUp move, Enter takes one). Enter on a complete,
 * valid entry submits; anything else says what is wrong and names the field.
 */
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { ankOf, jodiOf, pannaKind, pannaProblem, pannasStartingWith } from './panna';

const KIND_NAMES = { SP: 'single panna', DP: 'double panna', TP: 'triple panna' } as const;
const SHOWN = 12;

interface Props {
  /** 'panna' for market and starline; 'two-digits' for jackpot. */
  kind: 'panna' | 'two-digits';
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with a valid entry on Enter (or the form's submit). */
  onSubmit: (value: string) => void;
  /** At a market's Close: the declared Open ank, so the jodi shows. */
  openAnk?: string | null;
  /** Set after a failed submit: the problem shows even while the field is untouched. */
  showProblem?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** What is wrong with an entry, naming the field; null when it can be saved. */
export function entryProblem(kind: Props['kind'], label: string, value: string): string | null {
  if (kind === 'two-digits') return /^\d{2}$/.test(value) ? null : `${label}: enter two digits (00 to 99)`;
  const problem = value.length === 3 || value === '' ? pannaProblem(value) : 'A panna has three digits';
  return problem ? `${label}: ${problem}` : null;
}

export function ResultDigitsInput(props: Props) {
  const { kind, label, value, onChange, onSubmit, openAnk } = props;
  const id = useId();
  const [active, setActive] = useState(-1);
  const maxLength = kind === 'panna' ? 3 : 2;
  const matches = kind === 'panna' && value.length > 0 && value.length < 3 ? pannasStartingWith(value) : [];
  const shown = matches.slice(0, SHOWN);
  const problem = entryProblem(kind, label, value);
  const typedProblem = kind === 'panna' && value.length < 3 ? pannaProblem(value) : null;
  const visibleProblem = props.showProblem
    ? problem
    : value === ''
      ? null
      : typedProblem
        ? `${label}: ${typedProblem}`
        : value.length === maxLength
          ? problem
          : null;
  const complete = problem === null;

  const set = (next: string) => {
    setActive(-1);
    onChange(next.replace(/\D/g, '').slice(0, maxLength));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && shown.length) {
      event.preventDefault();
      setActive((at) => (at + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length) {
      event.preventDefault();
      setActive((at) => (at <= 0 ? shown.length - 1 : at - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = active >= 0 ? shown[active] : undefined;
      if (picked) set(picked);
      else onSubmit(value);
    } else if (event.key === 'Escape' && active >= 0) {
      event.preventDefault();
      setActive(-1);
    }
  }

  const ank = kind === 'panna' && complete ? ankOf(value) : null;
  const pannaType = kind === 'panna' && complete ? pannaKind(value) : null;
  return (
    <div className="result-entry-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        ref={props.inputRef}
        className="result-digits"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-options`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={visibleProblem ? true : undefined}
        aria-describedby={`${id}-read`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={kind === 'panna' ? '123' : '45'}
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-read`} className="result-read" aria-live="polite">
        {kind === 'panna' ? (
          <>
            <span>
              Ank <strong>{ank ?? '–'}</strong>
            </span>
            {openAnk !== undefined ? (
              <span>
                Jodi <strong>{ank && openAnk ? jodiOf(openAnk, ank) : '––'}</strong>
                {openAnk ? null : <small> (Open not declared)</small>}
              </span>
            ) : null}
            {pannaType ? <span className="muted">{KIND_NAMES[pannaType]}</span> : null}
          </>
        ) : (
          <>
            <span>
              Left <strong>{complete ? value[0] : '–'}</strong>
            </span>
            <span>
              Right <strong>{complete ? value[1] : '–'}</strong>
            </span>
          </>
        )}
      </p>
      <div
        id={`${id}-options`}
        role="listbox"
        aria-label={`Pannas starting with ${value}`}
        className="panna-options"
        hidden={shown.length === 0}
      >
        {shown.map((panna, index) => (
          <div
            key={panna}
            tabIndex={-1}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              set(panna);
            }}
          >
            {panna}
          </div>
        ))}
      </div>
      {matches.length > SHOWN ? <p className="muted">+{matches.length - SHOWN} more pannas</p> : null}
      {visibleProblem ? (
        <p role="alert" className="form-error">
          {visibleProblem}
        </p>
      ) : null}
    </div>
  );
}
