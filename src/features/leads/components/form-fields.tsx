'use client';

import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { cx } from '@/lib/class-names';
import { leadErrorKey } from '../field-rules';
import { fill, type LeadsCopy } from './copy';

/**
 * The lead forms' fields, on native controls (light to load, and every browser and screen
 * reader knows them). Each has its label, an optional hint, and its error in red below it,
 * tied to the control with aria-describedby and aria-invalid.
 */

export const textareaClassName = cx(
  inputBaseClassName,
  'field-sizing-content min-h-28 py-3 leading-relaxed',
);
const selectClassName = cx(inputBaseClassName, 'h-11 appearance-none bg-no-repeat pr-10');
const errorClassName = 'text-sm font-medium text-destructive dark:text-red-300';
const choiceClassName =
  'size-5 shrink-0 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The visitor-facing text of a field's error: schema keys are translated, server texts kept. */
export function useFieldError(name: string, copy: LeadsCopy, max?: number): string | undefined {
  const { formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  if (!message) return undefined;
  const key = leadErrorKey({ message });
  if (key !== 'invalid' || message === 'invalid') {
    return fill(copy.errors[key], { max: String(max ?? '') });
  }
  return message;
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  copy: LeadsCopy;
  children: ReactNode;
}

function FieldShell({ id, label, hint, optional, error, copy, children }: FieldShellProps) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? (
          <span className="ml-1.5 font-normal text-muted-foreground">({copy.optional})</span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

interface TextFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  copy: LeadsCopy;
  hint?: string;
  optional?: boolean;
  max: number;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'url' | 'email';
  autoComplete?: string;
}

export function TextField<T extends FieldValues>({
  name,
  label,
  copy,
  hint,
  optional,
  max,
  multiline,
  type = 'text',
  inputMode,
  autoComplete,
}: TextFieldProps<T>) {
  const id = useId();
  const { register } = useFormContext<T>();
  const error = useFieldError(name, copy, max);
  const common = {
    id,
    ...register(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': optional ? undefined : true,
    maxLength: max,
  };
  return (
    <FieldShell id={id} label={label} hint={hint} optional={optional} error={error} copy={copy}>
      {multiline ? (
        <textarea {...common} rows={4} className={textareaClassName} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          className={cx(inputBaseClassName, 'h-11')}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  copy: LeadsCopy;
  placeholder: string;
  options: readonly string[];
  labels: Record<string, string>;
  optional?: boolean;
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  copy,
  placeholder,
  options,
  labels,
  optional,
}: SelectFieldProps<T>) {
  const id = useId();
  const { register } = useFormContext<T>();
  const error = useFieldError(name, copy);
  return (
    <FieldShell id={id} label={label} optional={optional} error={error} copy={copy}>
      <div className="relative">
        <select
          id={id}
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          aria-required={optional ? undefined : true}
          className={selectClassName}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option] ?? option}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted-foreground"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </div>
    </FieldShell>
  );
}

interface ChoiceGroupProps<T extends FieldValues> {
  name: Path<T>;
  legend: string;
  copy: LeadsCopy;
  options: readonly string[];
  labels: Record<string, string>;
  hint?: string;
  optional?: boolean;
  /** Checkboxes (any number) or radio buttons (one). */
  kind: 'checkbox' | 'radio';
  columns?: boolean;
}

/** A fieldset of checkboxes or radio buttons, its error announced with the group. */
export function ChoiceGroup<T extends FieldValues>({
  name,
  legend,
  copy,
  options,
  labels,
  hint,
  optional,
  kind,
  columns,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const { register } = useFormContext<T>();
  const error = useFieldError(name, copy);
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {optional ? (
          <span className="ml-1.5 font-normal text-muted-foreground">({copy.optional})</span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div
        className={cx(
          'grid gap-2',
          columns && 'sm:grid-cols-2',
          !columns && kind === 'radio' && 'flex gap-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              type={kind}
              value={option}
              {...register(name)}
              aria-invalid={error ? true : undefined}
              className={choiceClassName}
            />
            {labels[option] ?? option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ScaleFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  copy: LeadsCopy;
  min: number;
  max: number;
  /** The text a screen reader and the page show for a value. */
  describe: (value: number) => string;
  value: number;
  /** Labels under the track, spread from the lowest value to the highest. */
  marks: readonly string[];
}

/** A slider over a whole-number scale, with its value spelled out beside it. */
export function ScaleField<T extends FieldValues>({
  name,
  label,
  copy,
  min,
  max,
  describe,
  value,
  marks,
}: ScaleFieldProps<T>) {
  const id = useId();
  const { register } = useFormContext<T>();
  const error = useFieldError(name, copy);
  const text = describe(value);
  return (
    <FieldShell id={id} label={label} error={error} copy={copy}>
      <div className="flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          {...register(name, { valueAsNumber: true })}
          aria-valuetext={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className="h-11 flex-1 cursor-pointer accent-[var(--primary)]"
        />
        <output
          htmlFor={id}
          className="min-w-24 text-right text-sm font-semibold"
          aria-hidden="true"
        >
          {text}
        </output>
      </div>
      <div className="flex justify-between gap-2 text-xs text-muted-foreground" aria-hidden="true">
        {marks.map((mark) => (
          <span key={mark} className="flex-1 text-center first:text-left last:text-right">
            {mark}
          </span>
        ))}
      </div>
    </FieldShell>
  );
}

/** Invisible to people and skipped by the keyboard; bots fill it in and are ignored. */
export function Honeypot({ id, label, register }: { id: string; label: string; register: object }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...register} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
