'use client';

import { Home } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { leadEndpoints } from '../config';
import {
  budgets,
  companySizes,
  experienceLevels,
  experienceScale,
  timelines,
  wizardDepartments,
  wizardIndustries,
} from '../options';
import { leadFieldLimits } from '../field-rules';
import type { WizardInput } from '../schema';
import { fill, type DiscoverCopy, type LeadsCopy } from './copy';
import { ChoiceGroup, Honeypot, ScaleField, SelectField, TextField } from './form-fields';
import { FormStatus } from './form-status';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { ThankYou } from './thank-you';
import { useLeadSubmission } from './use-lead-submission';

const TOTAL_STEPS = 4;
/** Progress survives a reload of the same tab, and nothing longer. */
const STORAGE_KEY = 'discover-ai-readiness';

type Field = Path<WizardInput>;

/** Each step's questions; the required ones decide whether Next is enabled. */
const steps: Record<number, { fields: Field[]; required: Field[] }> = {
  1: {
    fields: ['companyName', 'email', 'industry', 'companySize', 'role'],
    required: ['companyName', 'email', 'industry', 'companySize', 'role'],
  },
  2: { fields: ['aiExperience', 'currentChallenges'], required: ['currentChallenges'] },
  3: { fields: ['primaryGoals', 'departments', 'timeline'], required: ['primaryGoals'] },
  4: { fields: ['budget', 'priorities', 'additionalInfo'], required: [] },
};

const initialValues = {
  companyName: '',
  industry: '',
  companySize: '',
  role: '',
  email: '',
  aiExperience: experienceScale.default,
  currentChallenges: '',
  primaryGoals: '',
  departments: [],
  timeline: '',
  budget: '',
  priorities: '',
  additionalInfo: '',
  referenceCode: '',
} as unknown as WizardInput;

const resolver = lazySchemaResolver(() =>
  import('../schema').then((schema) => schema.wizardSchema),
);

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim().length > 0 : value !== undefined;
}

/**
 * The four-step readiness wizard: 'Step n of 4' with its percentage, Next only while the step's
 * required answers are there, Back keeping every answer, the report request on step 4 and a
 * completion screen after it.
 */
export function DiscoverWizard({
  copy,
  page,
  locale,
}: {
  copy: LeadsCopy;
  page: DiscoverCopy;
  locale: Locale;
}) {
  const form = useForm<WizardInput>({
    resolver,
    defaultValues: initialValues,
  });
  const { status, send, onInvalid, guard } = useLeadSubmission(form, copy);
  const [step, setStep] = useState(1);
  const [restored, setRestored] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const values = useWatch({ control: form.control });

  useEffect(() => {
    // Read after hydration: the server cannot know what this tab saved.
    const restore = () => {
      try {
        const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
          step?: number;
          values?: Partial<WizardInput>;
        } | null;
        if (saved?.values) form.reset({ ...initialValues, ...saved.values });
        if (saved?.step && saved.step >= 1 && saved.step <= TOTAL_STEPS) setStep(saved.step);
      } catch {
        // Nothing usable was saved: start at the beginning.
      }
      setRestored(true);
    };
    restore();
  }, [form]);

  useEffect(() => {
    if (!restored || sentTo) return;
    const answers: Record<string, unknown> = { ...values };
    delete answers.referenceCode;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step, values: answers }));
  }, [restored, sentTo, step, values]);

  function goTo(next: number) {
    setStep(next);
    // Keyboard and screen-reader users continue from the new step's title.
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function next() {
    if (await form.trigger(steps[step]!.fields, { shouldFocus: true })) goTo(step + 1);
    else onInvalid();
  }

  async function submit(answers: WizardInput) {
    const receipt = await send(() =>
      fetch(leadEndpoints.wizard, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...answers, locale }),
      }),
    );
    if (receipt) {
      sessionStorage.removeItem(STORAGE_KEY);
      setSentTo(String(answers.email));
      return;
    }
    const invalid = Object.keys(form.formState.errors);
    const first = [1, 2, 3, 4].find((number) =>
      steps[number]!.fields.some((field) => invalid.includes(field)),
    );
    if (first && first !== step) goTo(first);
  }

  if (sentTo) {
    return (
      <ThankYou
        level="h2"
        title={page.doneTitle}
        lines={[fill(page.doneText, { email: sentTo }), copy.confirmation]}
      >
        <Link href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <Home aria-hidden="true" />
          {page.home}
        </Link>
      </ThankYou>
    );
  }

  const percent = Math.round((step / TOTAL_STEPS) * 100);
  const progress = fill(page.progress, { step, total: TOTAL_STEPS });
  const canContinue = steps[step]!.required.every((field) =>
    isFilled(values[field as keyof typeof values]),
  );
  const { fields, hints, options, placeholders } = copy;
  const experience = Number(values.aiExperience);
  const pending = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <div className="rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
        <div className="flex items-center justify-between gap-4 text-sm font-medium">
          <p>{progress}</p>
          <p className="text-muted-foreground">{fill(page.percent, { percent })}</p>
        </div>
        <div
          role="progressbar"
          aria-label={page.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${progress} (${percent}%)`}
          className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-signature motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>

        <form
          noValidate
          className="mt-8 grid gap-6"
          onFocus={resolver.preload}
          onSubmit={(event) => {
            event.preventDefault();
            if (step < TOTAL_STEPS) guard(next());
            else guard(form.handleSubmit(submit, onInvalid)(event));
          }}
        >
          <h2
            ref={heading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold outline-none"
          >
            {page.steps[String(step) as keyof typeof page.steps]}
          </h2>
          {step === 1 ? (
            <>
              <TextField<WizardInput>
                name="companyName"
                label={fields.companyName}
                copy={copy}
                max={leadFieldLimits.company}
                autoComplete="organization"
              />
              <TextField<WizardInput>
                name="email"
                type="email"
                label={fields.email}
                copy={copy}
                max={leadFieldLimits.email}
                autoComplete="email"
              />
              <SelectField<WizardInput>
                name="industry"
                label={fields.industry}
                placeholder={placeholders.industry}
                options={wizardIndustries}
                labels={options.industry}
                copy={copy}
              />
              <SelectField<WizardInput>
                name="companySize"
                label={fields.companySize}
                placeholder={placeholders.companySize}
                options={companySizes}
                labels={options.companySize}
                copy={copy}
              />
              <TextField<WizardInput>
                name="role"
                label={fields.role}
                hint={hints.role}
                copy={copy}
                max={leadFieldLimits.shortText}
                autoComplete="organization-title"
              />
            </>
          ) : null}
          {step === 2 ? (
            <>
              <ScaleField<WizardInput>
                name="aiExperience"
                label={fields.aiExperience}
                copy={copy}
                min={experienceScale.min}
                max={experienceScale.max}
                value={experience}
                describe={(value) =>
                  fill(copy.scale.experienceValue, {
                    value,
                    label: options.experience[String(value) as keyof typeof options.experience],
                  })
                }
                marks={experienceLevels.map((level) => options.experience[level])}
              />
              <TextField<WizardInput>
                name="currentChallenges"
                multiline
                label={fields.currentChallenges}
                hint={hints.currentChallenges}
                copy={copy}
                max={leadFieldLimits.longText}
              />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <TextField<WizardInput>
                name="primaryGoals"
                multiline
                label={fields.primaryGoals}
                copy={copy}
                max={leadFieldLimits.longText}
              />
              <ChoiceGroup<WizardInput>
                name="departments"
                kind="checkbox"
                columns
                optional
                legend={fields.departments}
                hint={hints.aiAreas}
                options={wizardDepartments}
                labels={options.departments}
                copy={copy}
              />
              <SelectField<WizardInput>
                name="timeline"
                label={fields.timeline}
                placeholder={placeholders.timeline}
                options={timelines}
                labels={options.timeline}
                optional
                copy={copy}
              />
            </>
          ) : null}
          {step === 4 ? (
            <>
              <SelectField<WizardInput>
                name="budget"
                label={fields.budget}
                placeholder={placeholders.budget}
                options={budgets}
                labels={options.budget}
                optional
                copy={copy}
              />
              <TextField<WizardInput>
                name="priorities"
                multiline
                label={fields.priorities}
                hint={hints.priorities}
                optional
                copy={copy}
                max={leadFieldLimits.longText}
              />
              <TextField<WizardInput>
                name="additionalInfo"
                multiline
                label={fields.additionalInfo}
                optional
                copy={copy}
                max={leadFieldLimits.longText}
              />
              <Honeypot
                id="wizard-reference-code"
                label={fields.honeypot}
                register={form.register('referenceCode')}
              />
            </>
          ) : null}

          <FormStatus status={status} copy={copy} />
          <div className="flex items-center justify-between gap-3 border-t border-border pt-6">
            <button
              type="button"
              disabled={step === 1 || pending}
              onClick={() => goTo(step - 1)}
              className={buttonVariants({ variant: 'outline' })}
            >
              {page.back}
            </button>
            <div className="flex flex-col items-end gap-2">
              <button
                type="submit"
                disabled={!canContinue || pending}
                aria-describedby={canContinue ? undefined : 'discover-next-hint'}
                className={buttonVariants()}
              >
                {step < TOTAL_STEPS ? page.next : pending ? page.submitting : page.submit}
              </button>
              {canContinue ? null : (
                <p id="discover-next-hint" className="text-xs text-muted-foreground">
                  {page.nextHint}
                </p>
              )}
            </div>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
