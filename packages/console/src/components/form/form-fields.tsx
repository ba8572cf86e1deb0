import { useEffect, useId, useState } from 'react';
import type { FieldSpec, FormValues } from '../actions/row-action';
import { GroupedChecks } from './grouped-checks';
import type { FieldErrors } from './validate';

interface Props {
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (key: string, value: unknown) => void;
}

/** The chosen image, shown before it is uploaded. */
function ImagePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className="upload-preview" src={url} alt={`Preview of ${file.name}`} /> : null;
}

function control(
  id: string,
  field: FieldSpec,
  value: unknown,
  described: string | undefined,
  invalid: boolean,
  onChange: Props['onChange'],
) {
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    name: field.key,
  };
  const text = value === undefined || value === null ? '' : String(value);
  switch (field.kind) {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={4}
          value={text}
          onChange={(e) => onChange(field.key, e.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <select {...common} value={text} onChange={(e) => onChange(field.key, e.currentTarget.value)}>
          <option value="">Choose…</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'checks': {
      const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
      if (field.options?.some((option) => option.group !== undefined)) {
        return (
          <GroupedChecks
            legend={field.label}
            options={field.options}
            chosen={chosen}
            described={described}
            onChange={(next) => onChange(field.key, next)}
          />
        );
      }
      return (
        <fieldset className="check-grid" aria-describedby={described}>
          <legend>{field.label}</legend>
          {(field.options ?? []).map((option) => (
            <label key={option.value} className="check">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.currentTarget.checked) next.add(option.value);
                  else next.delete(option.value);
                  onChange(field.key, [...next]);
                }}
              />
              {option.label}
            </label>
          ))}
          {field.options?.length ? null : <p>{field.placeholder ?? 'Nothing to choose from yet.'}</p>}
        </fieldset>
      );
    }
    case 'switch':
      return (
        <input
          {...common}
          type="checkbox"
          role="switch"
          aria-checked={value === true}
          checked={value === true}
          onChange={(e) => onChange(field.key, e.currentTarget.checked)}
        />
      );
    case 'file':
      return (
        <>
          <input
            {...common}
            type="file"
            accept={field.accept}
            onChange={(e) => onChange(field.key, e.currentTarget.files?.[0] ?? null)}
          />
          {value instanceof File && value.type.startsWith('image/') ? <ImagePreview file={value} /> : null}
        </>
      );
    default: {
      const types: Readonly<Record<string, string>> = {
        number: 'number',
        date: 'date',
        time: 'time',
        password: 'password',
      };
      const type = types[field.kind ?? 'text'] ?? 'text';
      return (
        <input
          {...common}
          type={type}
          inputMode={field.kind === 'money' ? 'decimal' : undefined}
          placeholder={field.placeholder}
          value={text}
          onChange={(e) => onChange(field.key, e.currentTarget.value)}
        />
      );
    }
  }
}

/** Labelled fields from their declaration; an error is shown under its field and announced with it. */
export function FormFields({ fields, values, errors, onChange }: Props) {
  const base = useId();
  return (
    <>
      {fields.map((field) => {
        const error = errors[field.key];
        const errorId = `${base}-${field.key}-error`;
        const helpId = `${base}-${field.key}-help`;
        const described =
          [error ? errorId : '', field.help ? helpId : ''].filter(Boolean).join(' ') || undefined;
        const id = `${base}-${field.key}`;
        return (
          <div key={field.key} className={field.kind === 'switch' ? 'field field-switch' : 'field'}>
            {field.kind === 'checks' ? null : <label htmlFor={id}>{field.label}</label>}
            {control(id, field, values[field.key], described, Boolean(error), onChange)}
            {field.help ? (
              <small id={helpId} className="field-help">
                {field.help}
              </small>
            ) : null}
            {error ? (
              <small id={errorId} className="field-error" role="alert">
                {error}
              </small>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
