'use client';

import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { cx } from '@/lib/class-names';
import {
  describedBy,
  Field,
  FieldError,
  FieldHint,
  OptionalMark,
  useField,
  type FieldProps,
} from './field';

// Native controls: light to load, and every browser and screen reader knows them.

const textareaClassName = cx(
  inputBaseClassName,
  'field-sizing-content min-h-28 py-3 leading-relaxed',
);

export interface TextFieldProps<T extends FieldValues> extends Omit<FieldProps<T>, 'children'> {
  max: number;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'url' | 'email';
  autoComplete?: string;
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { multiline, type = 'text', inputMode, autoComplete, ...field } = props;
  return (
    <Field {...field}>
      {(control) => {
        const common = {
          ...control,
          'aria-required': field.optional ? undefined : true,
          maxLength: field.max,
        };
        return multiline ? (
          <textarea {...common} rows={4} className={textareaClassName} />
        ) : (
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete ?? 'off'}
            className={cx(inputBaseClassName, 'h-11')}
          />
        );
      }}
    </Field>
  );
}

const selectClassName = cx(inputBaseClassName, 'h-11 appearance-none bg-no-repeat pr-10');

interface SelectFieldProps<T extends FieldValues> extends Omit<FieldProps<T>, 'children' | 'hint'> {
  placeholder: string;
  options: readonly string[];
  labels: Record<string, string>;
}

export function SelectField<T extends FieldValues>({
  placeholder,
  options,
  labels,
  ...field
}: SelectFieldProps<T>) {
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            aria-required={field.optional ? undefined : true}
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
      )}
    </Field>
  );
}

const choiceClassName =
  'size-5 shrink-0 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface ChoiceGroupProps<T extends FieldValues> {
  name: Path<T>;
  legend: string;
  options: readonly string[];
  labels: Record<string, string>;
  hint?: string;
  optional?: boolean;
  kind: 'checkbox' | 'radio';
  columns?: boolean;
}

export function ChoiceGroup<T extends FieldValues>({
  name,
  legend,
  options,
  labels,
  hint,
  optional,
  kind,
  columns,
}: ChoiceGroupProps<T>) {
  const { id, error, register } = useField(name);
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      <FieldHint id={id} hint={hint} className="-mt-1 text-sm text-muted-foreground" />
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
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </fieldset>
  );
}

interface ScaleFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  min: number;
  max: number;
  describe: (value: number) => string;
  marks: readonly string[];
}

export function ScaleField<T extends FieldValues>({
  name,
  label,
  min,
  max,
  describe,
  marks,
}: ScaleFieldProps<T>) {
  const text = describe(Number(useWatch<T>({ name })));
  return (
    <Field name={name} label={label} valueAsNumber>
      {(control) => (
        <>
          <div className="flex items-center gap-4">
            <input
              {...control}
              type="range"
              min={min}
              max={max}
              step={1}
              aria-valuetext={text}
              className="h-11 flex-1 cursor-pointer accent-[var(--primary)]"
            />
            <output
              htmlFor={control.id}
              className="min-w-24 text-right text-sm font-semibold"
              aria-hidden="true"
            >
              {text}
            </output>
          </div>
          <div
            className="flex justify-between gap-2 text-xs text-muted-foreground"
            aria-hidden="true"
          >
            {marks.map((mark) => (
              <span key={mark} className="flex-1 text-center first:text-left last:text-right">
                {mark}
              </span>
            ))}
          </div>
        </>
      )}
    </Field>
  );
}
