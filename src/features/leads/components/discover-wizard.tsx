'use client';

import { Home } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { ScaleField } from '@/components/forms/native-fields';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { leadFieldLimits } from '../field-rules';
import {
  budgets,
  companySizes,
  experienceLevels,
  experienceScale,
  timelines,
  wizardDepartments,
  wizardIndustries,
} from '../options';
import type { WizardInput } from '../schema';
import { fill } from '@/lib/fill-placeholders';
import { type DiscoverCopy, type LeadsCopy } from './copy';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { LeadCheckboxes, LeadForm, LeadSelectField, LeadTextField, ThankYou } from './lead-form';
import { useLeadForm } from './use-lead-form';

const TOTAL_STEPS = 4;

type Field = Path<WizardInput>;

const steps: Record<number, { fields: Field[]; required: Field[] }> = {
  1: {
    fields: ['companyName', 'email', 'industry', 'companySize', 'role'],
    required: ['companyName', 'email', 'industry', 'companySize', 'role'],
  },
  2: { fields: ['aiExperience', 'currentChallenges'], required: ['currentChallenges'] },
  3: { fields: ['primaryGoals', 'departments', 'timeline'], required: ['primaryGoals'] },
  4: { fields: ['budget', 'priorities', 'additionalInfo'], required: [] },
};

function StepFields({ step, copy }: { step: number; copy: LeadsCopy }) {
  const experience = copy.options.experience;
  if (step === 1) {
    return (
      <>
        <LeadTextField<WizardInput>
          name="companyName"
          max={leadFieldLimits.company}
          autoComplete="organization"
        />
        <LeadTextField<WizardInput>
          name="email"
          type="email"
          max={leadFieldLimits.email}
          autoComplete="email"
        />
        <LeadSelectField<WizardInput> name="industry" options={wizardIndustries} />
        <LeadSelectField<WizardInput> name="companySize" options={companySizes} />
        <LeadTextField<WizardInput>
          name="role"
          max={leadFieldLimits.shortText}
          autoComplete="organization-title"
        />
      </>
    );
  }
  if (step === 2) {
    return (
      <>
        <ScaleField<WizardInput>
          name="aiExperience"
          label={copy.fields.aiExperience}
          min={experienceScale.min}
          max={experienceScale.max}
          describe={(value) =>
            fill(copy.scale.experienceValue, {
              value,
              label: experience[String(value) as keyof typeof experience],
            })
          }
          marks={experienceLevels.map((level) => experience[level])}
        />
        <LeadTextField<WizardInput> name="currentChallenges" multiline />
      </>
    );
  }
  if (step === 3) {
    return (
      <>
        <LeadTextField<WizardInput> name="primaryGoals" multiline />
        <LeadCheckboxes<WizardInput> name="departments" options={wizardDepartments} optional />
        <LeadSelectField<WizardInput> name="timeline" options={timelines} optional />
      </>
    );
  }
  return (
    <>
      <LeadSelectField<WizardInput> name="budget" options={budgets} optional />
      <LeadTextField<WizardInput> name="priorities" multiline optional />
      <LeadTextField<WizardInput> name="additionalInfo" multiline optional />
    </>
  );
}

/** Progress survives a reload of the same tab, and nothing longer. */
const STORAGE_KEY = 'discover-ai-readiness';

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

export function DiscoverWizard({
  copy,
  page,
  locale,
}: {
  copy: LeadsCopy;
  page: DiscoverCopy;
  locale: Locale;
}) {
  const lead = useLeadForm<WizardInput>({
    kind: 'wizard',
    locale,
    copy,
    resolver,
    defaultValues: initialValues,
    thanks: () => ({ title: page.doneTitle, text: page.doneText }),
  });
  const { form } = lead;
  const [step, setStep] = useState(1);
  const [restored, setRestored] = useState(false);
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

  const sent = Boolean(lead.sent);
  useEffect(() => {
    if (!restored || sent) return;
    const answers: Record<string, unknown> = { ...values };
    delete answers.referenceCode;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step, values: answers }));
  }, [restored, sent, step, values]);

  function goTo(next: number) {
    setStep(next);
    // Keyboard and screen-reader users continue from the new step's title.
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function next() {
    if (await form.trigger(steps[step]!.fields, { shouldFocus: true })) goTo(step + 1);
    else lead.onInvalid();
  }

  async function submit(answers: WizardInput) {
    if (await lead.submit(answers)) {
      sessionStorage.removeItem(STORAGE_KEY);
      return;
    }
    const invalid = Object.keys(form.formState.errors);
    const first = [1, 2, 3, 4].find((number) =>
      steps[number]!.fields.some((field) => invalid.includes(field)),
    );
    if (first && first !== step) goTo(first);
  }

  if (lead.sent) {
    return (
      <ThankYou level="h2" title={lead.sent.title} lines={lead.sent.lines}>
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
  const { pending } = lead;

  return (
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

      <LeadForm
        lead={lead}

        honeypot={step === TOTAL_STEPS}
        className="mt-8 grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < TOTAL_STEPS) lead.guard(next());
          else lead.guard(form.handleSubmit(submit, lead.onInvalid)(event));
        }}
        actions={
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
        }
      >
        <h2
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold outline-none"
        >
          {page.steps[String(step) as keyof typeof page.steps]}
        </h2>
        <StepFields key={step} step={step} copy={copy} />
      </LeadForm>
    </div>
  );
}
