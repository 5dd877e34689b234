'use client';

import { CheckCircle2 } from 'lucide-react';
import {
  createContext,
  use,
  useEffect,
  useRef,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import { FieldSettingsContext, Honeypot, type FieldSettings } from '@/components/forms/field';
import {
  ChoiceGroup,
  SelectField,
  TextField,
  type TextFieldProps,
} from '@/components/forms/native-fields';
import { buttonVariants } from '@/components/ui/button-variants';
import { leadFieldLimits } from '../field-rules';
import { yesNo } from '../options';
import { fill } from '@/lib/fill-placeholders';
import { type LeadsCopy } from './copy';
import type { LeadFormState, SubmissionStatus } from './use-lead-form';

const look: FieldSettings['look'] = {
  label: 'text-sm font-medium',
  optional: 'ml-1.5 font-normal text-muted-foreground',
  error: 'text-sm font-medium text-destructive dark:text-red-300',
};

const LeadCopyContext = createContext<LeadsCopy | null>(null);

const useLeadCopy = () => use(LeadCopyContext)!;

/** A message naming an entry of the error copy is translated; a text the server sent is kept. */
function errorText({ errors }: LeadsCopy, message: string, max?: number): string {
  return Object.hasOwn(errors, message)
    ? fill(errors[message as keyof typeof errors], { max: String(max ?? '') })
    : message;
}

/** Polite when fields need attention (focus is on the first), assertive if nothing was sent. */
function FormStatus({ status, copy }: { status: SubmissionStatus; copy: LeadsCopy }) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-medium text-destructive empty:hidden dark:text-red-300"
      >
        {status.kind === 'invalid' ? copy.status.fixFields : ''}
      </p>
      <p
        role="alert"
        className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive empty:hidden dark:text-red-300"
      >
        {status.kind === 'failed' ? status.message : ''}
      </p>
    </>
  );
}

/** Focus moves to its title so that it is read out. */
export function ThankYou({
  title,
  lines,
  level: Heading = 'h3',
  children,
}: {
  title: string;
  lines: string[];
  level?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-brand-green/40 bg-card p-6 text-center shadow-soft sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-green" />
      <Heading
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl font-semibold outline-none"
      >
        {title}
      </Heading>
      {lines.map((line) => (
        <p key={line} className="mx-auto mt-3 max-w-prose leading-relaxed text-muted-foreground">
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}

export function SubmitButton({
  text,
  pending,
}: {
  text: { submit: string; submitting: string };
  pending: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
    >
      {pending ? text.submitting : text.submit}
    </button>
  );
}

interface LeadFormProps<T extends FieldValues> {
  lead: LeadFormState<T>;
  /** Whether the hidden trap field is on this form (the wizard has it on its last step only). */
  honeypot?: boolean;
  className?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  actions: ReactNode;
  children: ReactNode;
}

export function LeadForm<T extends FieldValues>({
  lead,
  honeypot = true,
  className = 'relative grid gap-6',
  onSubmit,
  actions,
  children,
}: LeadFormProps<T>) {
  const { form, copy } = lead;
  if (lead.sent) return <ThankYou title={lead.sent.title} lines={lead.sent.lines} />;
  return (
    <FormProvider {...form}>
      <LeadCopyContext value={copy}>
        <FieldSettingsContext
          value={{
            optional: copy.optional,
            errorText: (message, max) => errorText(copy, message, max),
            look,
          }}
        >
          <form
            noValidate
            onFocus={lead.preload}
            onSubmit={
              onSubmit ??
              ((event) => lead.guard(form.handleSubmit(lead.submit, lead.onInvalid)(event)))
            }
            className={className}
          >
            {children}
            {honeypot ? (
              <Honeypot
                id={`${lead.kind}-reference-code`}
                label={copy.fields.honeypot}
                name="referenceCode"
              />
            ) : null}
            <FormStatus status={lead.status} copy={copy} />
            {actions}
          </form>
        </FieldSettingsContext>
      </LeadCopyContext>
    </FormProvider>
  );
}

type Name<T extends FieldValues> = Path<T> & keyof LeadsCopy['fields'];
type ChoiceName<T extends FieldValues> = Name<T> & keyof LeadsCopy['options'];

interface ChoiceFieldProps<N> {
  name: N;
  options: readonly string[];
  optional?: boolean;
}

type LeadTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps<T>,
  'name' | 'label' | 'hint' | 'max'
> & { name: Name<T>; max?: number };

export function LeadTextField<T extends FieldValues>({
  name,
  max = leadFieldLimits.longText,
  ...props
}: LeadTextFieldProps<T>) {
  const { fields, hints } = useLeadCopy();
  const hint = (hints as Partial<Record<string, string>>)[name];
  return <TextField<T> name={name} label={fields[name]} hint={hint} max={max} {...props} />;
}

export function LeadSelectField<T extends FieldValues>({
  name,
  options,
  optional,
}: ChoiceFieldProps<ChoiceName<T> & keyof LeadsCopy['placeholders']>) {
  const copy = useLeadCopy();
  return (
    <SelectField<T>
      name={name}
      label={copy.fields[name]}
      placeholder={copy.placeholders[name]}
      options={options}
      labels={copy.options[name]}
      optional={optional}
    />
  );
}

export function LeadCheckboxes<T extends FieldValues>({
  name,
  options,
  optional,
}: ChoiceFieldProps<ChoiceName<T>>) {
  const copy = useLeadCopy();
  return (
    <ChoiceGroup<T>
      name={name}
      kind="checkbox"
      columns
      optional={optional}
      legend={copy.fields[name]}
      hint={copy.hints.aiAreas}
      options={options}
      labels={copy.options[name]}
    />
  );
}

export function YesNoField<T extends FieldValues>({ name }: { name: Name<T> }) {
  const copy = useLeadCopy();
  return (
    <ChoiceGroup<T>
      name={name}
      kind="radio"
      legend={copy.fields[name]}
      options={yesNo}
      labels={copy.options.yesNo}
    />
  );
}

export function ContactFields({
  nameField,
  children,
}: {
  nameField: 'name' | 'fullName';
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <LeadTextField name={nameField} max={leadFieldLimits.name} autoComplete="name" />
      <LeadTextField name="email" type="email" max={leadFieldLimits.email} autoComplete="email" />
      <LeadTextField name="companyName" max={leadFieldLimits.company} autoComplete="organization" />
      <LeadTextField
        name="website"
        type="url"
        inputMode="url"
        optional
        max={leadFieldLimits.website}
        autoComplete="url"
      />
      {children}
    </div>
  );
}
