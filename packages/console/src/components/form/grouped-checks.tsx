import { useEffect, useRef } from 'react';
import type { FieldOption } from '../actions/row-action';

interface Props {
  legend: string;
  options: readonly FieldOption[];
  chosen: ReadonlySet<string>;
  described: string | undefined;
  onChange: (next: string[]) => void;
}

/** A group's own checkbox: ticked when all its options are, mixed when some are. */
function GroupCheck(props: { name: string; all: boolean; some: boolean; onToggle: (on: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = props.some && !props.all;
  }, [props.some, props.all]);
  return (
    <label className="check check-group-head">
      <input
        ref={box}
        type="checkbox"
        checked={props.all}
        aria-checked={props.some && !props.all ? 'mixed' : props.all}
        onChange={(e) => props.onToggle(e.currentTarget.checked)}
      />
      {props.name}
    </label>
  );
}

/**
 * Checkboxes over options that carry a `group` (the sidebar's groups): a group's checkbox ticks or
 * clears all of its options at once; options without a group stand alone at the top.
 */
export function GroupedChecks({ legend, options, chosen, described, onChange }: Props) {
  const groups = new Map<string, FieldOption[]>();
  for (const option of options) {
    const name = option.group ?? '';
    groups.set(name, [...(groups.get(name) ?? []), option]);
  }
  const set = (values: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const value of values) {
      if (on) next.add(value);
      else next.delete(value);
    }
    onChange(options.map((o) => o.value).filter((value) => next.has(value)));
  };
  return (
    <fieldset className="check-groups" aria-describedby={described}>
      <legend>{legend}</legend>
      {[...groups].map(([name, members]) => {
        const values = members.map((m) => m.value);
        const held = values.filter((value) => chosen.has(value)).length;
        return (
          <fieldset key={name} className="check-group" aria-label={name || 'Single screens'}>
            {name ? (
              <GroupCheck
                name={name}
                all={held === values.length}
                some={held > 0}
                onToggle={(on) => set(values, on)}
              />
            ) : null}
            <div className={name ? 'check-group-items' : 'check-grid'}>
              {members.map((option) => (
                <label key={option.value} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.has(option.value)}
                    onChange={(e) => set([option.value], e.currentTarget.checked)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
