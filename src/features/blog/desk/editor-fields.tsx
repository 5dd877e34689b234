'use client';

import { useId, type ReactNode } from 'react';
import { inputBaseClassName } from '@/components/ui/input-styles';

export const fieldClassName = `${inputBaseClassName} min-h-11`;

interface FieldProps {
  label: string;
  hint?: string;
  invalid?: boolean;
}

function FieldFrame({
  label,
  hint,
  control,
}: FieldProps & { control: (ids: { id: string; hint?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({ id, hint: hint ? hintId : undefined })}
      {hint && (
        <p id={hintId} className="text-xs break-words text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  value,
  onChange,
  multiline = false,
  type = 'text',
  ...frame
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'date' | 'time' | 'number';
}) {
  return (
    <FieldFrame
      {...frame}
      control={({ id, hint }) =>
        multiline || type === 'text' ? (
          <textarea
            id={id}
            aria-describedby={hint}
            aria-invalid={frame.invalid || undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            // A line of text wraps and grows rather than scrolling out of sight; Enter adds no line.
            rows={multiline ? 4 : 1}
            onKeyDown={(event) => !multiline && event.key === 'Enter' && event.preventDefault()}
            className={`${fieldClassName} leading-relaxed ${multiline ? '' : 'field-sizing-content resize-none'}`}
          />
        ) : (
          <input
            id={id}
            // A number as text: no spin buttons to crowd a short figure out of its box.
            type={type === 'number' ? 'text' : type}
            inputMode={type === 'number' ? 'decimal' : undefined}
            aria-describedby={hint}
            aria-invalid={frame.invalid || undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={fieldClassName}
          />
        )
      }
    />
  );
}

export function SelectField<V extends string>({
  value,
  onChange,
  options,
  ...frame
}: FieldProps & {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <FieldFrame
      {...frame}
      control={({ id, hint }) => (
        <select
          id={id}
          aria-describedby={hint}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
          className={fieldClassName}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));
