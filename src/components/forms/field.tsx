'use client';

import {
  createContext,
  use,
  useId,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  useFormContext,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';

export interface FieldSettings {
  optional: string;
  errorText: (message: string, max?: number) => string;
  look: {
    Label?: ComponentType<ComponentProps<'label'>>;
    label?: string;
    optional: string;
    error: string;
  };
}

export const FieldSettingsContext = createContext<FieldSettings | null>(null);

const useFieldSettings = () => use(FieldSettingsContext)!;

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export function OptionalMark() {
  const { optional, look } = useFieldSettings();
  return <span className={look.optional}>({optional})</span>;
}

export function FieldHint({
  id,
  hint,
  className,
}: {
  id: string;
  hint?: string;
  className: string;
}) {
  return hint ? (
    <p id={`${id}-hint`} className={className}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id && `${id}-error`} className={useFieldSettings().look.error}>
      {children}
    </p>
  );
}

export function useFieldError(name: string, max?: number): string | undefined {
  const { formState, getFieldState } = useFormContext();
  const { errorText } = useFieldSettings();
  const message = getFieldState(name, formState).error?.message;
  return message ? errorText(message, max) : undefined;
}

export function useField<T extends FieldValues>(name: Path<T>, max?: number) {
  return { id: useId(), error: useFieldError(name, max), register: useFormContext<T>().register };
}

interface ControlProps extends UseFormRegisterReturn {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps<T extends FieldValues = FieldValues> {
  name: Path<T>;
  label: string;
  hint?: string;
  optional?: boolean;
  max?: number;
  valueAsNumber?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  max,
  valueAsNumber,
  children,
}: FieldProps<T>) {
  const { id, error, register } = useField(name, max);
  const { Label = 'label', label: labelClassName } = useFieldSettings().look;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {optional ? <OptionalMark /> : null}
      </Label>
      <FieldHint id={id} hint={hint} className="text-sm text-muted-foreground" />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
        ...register(name, valueAsNumber ? { valueAsNumber } : undefined),
      })}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

/** Invisible to people and skipped by the keyboard; bots fill it in and are ignored. */
export function Honeypot({ id, label, name }: { id: string; label: string; name: string }) {
  const { register } = useFormContext();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...register(name)} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
