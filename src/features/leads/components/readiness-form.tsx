'use client';

import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';
import { leadEndpoints } from '../config';
import { aiAreas, familiarityScale, readinessIndustries, teamSizes, yesNo } from '../options';
import { leadFieldLimits } from '../field-rules';
import type { ReadinessInput } from '../schema';
import { fill, type LeadsCopy } from './copy';
import { ChoiceGroup, Honeypot, ScaleField, SelectField, TextField } from './form-fields';
import { FormStatus } from './form-status';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { ThankYou } from './thank-you';
import { useLeadSubmission } from './use-lead-submission';

const initialValues = {
  name: '',
  email: '',
  companyName: '',
  website: '',
  industry: '',
  teamSize: '',
  aiAreas: [],
  currentData: '',
  usesAITools: 'no',
  aiToolNames: '',
  topGoals: '',
  teamFamiliarity: familiarityScale.default,
  wantsRoadmap: 'yes',
  referenceCode: '',
} as unknown as ReadinessInput;

const resolver = lazySchemaResolver(() =>
  import('../schema').then((schema) => schema.readinessSchema),
);

/** The AI readiness assessment: twelve questions, a roadmap within 24-48 hours. */
export function ReadinessForm({ copy, locale }: { copy: LeadsCopy; locale: Locale }) {
  const form = useForm<ReadinessInput>({
    resolver,
    defaultValues: initialValues,
  });
  const { status, send, onInvalid, guard } = useLeadSubmission(form, copy);
  const [sent, setSent] = useState<{ email: string; roadmap: boolean }>();
  const usesAITools = useWatch({ control: form.control, name: 'usesAITools' });
  const familiarity = Number(useWatch({ control: form.control, name: 'teamFamiliarity' }));

  const submit = form.handleSubmit(async (values) => {
    const receipt = await send(() =>
      fetch(leadEndpoints.readiness, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...values, locale }),
      }),
    );
    if (receipt) setSent({ email: String(values.email), roadmap: values.wantsRoadmap === 'yes' });
  }, onInvalid);

  if (sent) {
    const text = sent.roadmap ? copy.readiness.thanksText : copy.readiness.thanksNoRoadmap;
    return (
      <ThankYou
        title={copy.readiness.thanksTitle}
        lines={[fill(text, { email: sent.email }), copy.confirmation]}
      />
    );
  }

  const { fields, hints, options, placeholders } = copy;
  const pending = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onFocus={resolver.preload}
        onSubmit={(event) => guard(submit(event))}
        className="relative grid gap-6"
      >
        <p className="text-sm text-muted-foreground">{copy.required}</p>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField<ReadinessInput>
            name="name"
            label={fields.name}
            copy={copy}
            max={leadFieldLimits.name}
            autoComplete="name"
          />
          <TextField<ReadinessInput>
            name="email"
            type="email"
            label={fields.email}
            copy={copy}
            max={leadFieldLimits.email}
            autoComplete="email"
          />
          <TextField<ReadinessInput>
            name="companyName"
            label={fields.companyName}
            copy={copy}
            max={leadFieldLimits.company}
            autoComplete="organization"
          />
          <TextField<ReadinessInput>
            name="website"
            type="url"
            inputMode="url"
            label={fields.website}
            hint={hints.website}
            optional
            copy={copy}
            max={leadFieldLimits.website}
            autoComplete="url"
          />
          <SelectField<ReadinessInput>
            name="industry"
            label={fields.industry}
            placeholder={placeholders.industry}
            options={readinessIndustries}
            labels={options.industry}
            copy={copy}
          />
          <SelectField<ReadinessInput>
            name="teamSize"
            label={fields.teamSize}
            placeholder={placeholders.teamSize}
            options={teamSizes}
            labels={options.teamSize}
            copy={copy}
          />
        </div>
        <ChoiceGroup<ReadinessInput>
          name="aiAreas"
          kind="checkbox"
          columns
          legend={fields.aiAreas}
          hint={hints.aiAreas}
          options={aiAreas}
          labels={options.aiAreas}
          copy={copy}
        />
        <TextField<ReadinessInput>
          name="currentData"
          multiline
          label={fields.currentData}
          hint={hints.currentData}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <ChoiceGroup<ReadinessInput>
          name="usesAITools"
          kind="radio"
          legend={fields.usesAITools}
          options={yesNo}
          labels={options.yesNo}
          copy={copy}
        />
        {usesAITools === 'yes' ? (
          <TextField<ReadinessInput>
            name="aiToolNames"
            label={fields.aiToolNames}
            optional
            copy={copy}
            max={leadFieldLimits.toolNames}
          />
        ) : null}
        <TextField<ReadinessInput>
          name="topGoals"
          multiline
          label={fields.topGoals}
          hint={hints.topGoals}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <ScaleField<ReadinessInput>
          name="teamFamiliarity"
          label={fields.teamFamiliarity}
          copy={copy}
          min={familiarityScale.min}
          max={familiarityScale.max}
          value={familiarity}
          describe={(value) => fill(copy.scale.familiarityValue, { value })}
          marks={[copy.scale.familiarityLow, copy.scale.familiarityHigh]}
        />
        <ChoiceGroup<ReadinessInput>
          name="wantsRoadmap"
          kind="radio"
          legend={fields.wantsRoadmap}
          options={yesNo}
          labels={options.yesNo}
          copy={copy}
        />
        <Honeypot
          id="readiness-reference-code"
          label={fields.honeypot}
          register={form.register('referenceCode')}
        />
        <FormStatus status={status} copy={copy} />
        <button
          type="submit"
          disabled={pending}
          className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
        >
          {pending ? copy.readiness.submitting : copy.readiness.submit}
        </button>
      </form>
    </FormProvider>
  );
}
