'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';
import { leadEndpoints } from '../config';
import { auditDepartments, yesNo } from '../options';
import { leadFieldLimits } from '../field-rules';
import type { AuditInput } from '../schema';
import { fill, type LeadsCopy } from './copy';
import { FilePicker } from './file-picker';
import { ChoiceGroup, Honeypot, TextField } from './form-fields';
import { FormStatus } from './form-status';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { ThankYou } from './thank-you';
import { useLeadSubmission } from './use-lead-submission';

const initialValues = {
  fullName: '',
  email: '',
  companyName: '',
  website: '',
  departmentStructure: '',
  auditDepartments: [],
  currentTools: '',
  currentChallenges: '',
  monthlyCustomerVolume: '',
  expectedOutcomes: '',
  wantsStrategyCall: 'yes',
  referenceCode: '',
} as unknown as AuditInput;

const resolver = lazySchemaResolver(() => import('../schema').then((schema) => schema.auditSchema));

/** The answers as multipart fields, text first, then the files (the order the server needs). */
function uploadBody(values: Record<string, unknown>, files: File[], locale: Locale): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, locale })) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** The AI audit request: the departments to audit, documents, a report in 3-5 business days. */
export function AuditForm({ copy, locale }: { copy: LeadsCopy; locale: Locale }) {
  const form = useForm<AuditInput>({
    resolver,
    defaultValues: initialValues,
  });
  const { status, send, onInvalid, guard } = useLeadSubmission(form, copy);
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<{ email: string; call: boolean }>();

  const submit = form.handleSubmit(async (values) => {
    const receipt = await send(() =>
      fetch(`${leadEndpoints.audit}?locale=${locale}`, {
        method: 'POST',
        credentials: 'include',
        body: uploadBody(values, files, locale),
      }),
    );
    if (receipt) setSent({ email: String(values.email), call: values.wantsStrategyCall === 'yes' });
  }, onInvalid);

  if (sent) {
    return (
      <ThankYou
        title={copy.audit.thanksTitle}
        lines={[
          fill(copy.audit.thanksText, { email: sent.email }),
          ...(sent.call ? [copy.audit.thanksCall] : []),
          copy.confirmation,
        ]}
      />
    );
  }

  const { fields, hints, options } = copy;
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
          <TextField<AuditInput>
            name="fullName"
            label={fields.fullName}
            copy={copy}
            max={leadFieldLimits.name}
            autoComplete="name"
          />
          <TextField<AuditInput>
            name="email"
            type="email"
            label={fields.email}
            copy={copy}
            max={leadFieldLimits.email}
            autoComplete="email"
          />
          <TextField<AuditInput>
            name="companyName"
            label={fields.companyName}
            copy={copy}
            max={leadFieldLimits.company}
            autoComplete="organization"
          />
          <TextField<AuditInput>
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
        </div>
        <TextField<AuditInput>
          name="departmentStructure"
          multiline
          label={fields.departmentStructure}
          hint={hints.departmentStructure}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <ChoiceGroup<AuditInput>
          name="auditDepartments"
          kind="checkbox"
          columns
          legend={fields.auditDepartments}
          hint={hints.aiAreas}
          options={auditDepartments}
          labels={options.auditDepartments}
          copy={copy}
        />
        <TextField<AuditInput>
          name="currentTools"
          multiline
          label={fields.currentTools}
          hint={hints.currentTools}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <TextField<AuditInput>
          name="currentChallenges"
          multiline
          label={fields.currentChallenges}
          hint={hints.currentChallenges}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <TextField<AuditInput>
          name="monthlyCustomerVolume"
          inputMode="numeric"
          label={fields.monthlyCustomerVolume}
          hint={hints.monthlyCustomerVolume}
          optional
          copy={copy}
          max={20}
        />
        <TextField<AuditInput>
          name="expectedOutcomes"
          multiline
          label={fields.expectedOutcomes}
          hint={hints.expectedOutcomes}
          copy={copy}
          max={leadFieldLimits.longText}
        />
        <ChoiceGroup<AuditInput>
          name="wantsStrategyCall"
          kind="radio"
          legend={fields.wantsStrategyCall}
          options={yesNo}
          labels={options.yesNo}
          copy={copy}
        />
        <FilePicker files={files} onChange={setFiles} copy={copy} />
        <Honeypot
          id="audit-reference-code"
          label={fields.honeypot}
          register={form.register('referenceCode')}
        />
        <FormStatus status={status} copy={copy} />
        <button
          type="submit"
          disabled={pending}
          className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
        >
          {pending ? copy.audit.submitting : copy.audit.submit}
        </button>
      </form>
    </FormProvider>
  );
}
