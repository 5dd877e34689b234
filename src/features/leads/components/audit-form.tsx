'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { auditDepartments } from '../options';
import type { AuditInput } from '../schema';
import type { LeadsCopy } from './copy';
import { FilePicker } from './file-picker';
import { lazySchemaResolver } from './lazy-schema-resolver';
import {
  ContactFields,
  LeadCheckboxes,
  LeadForm,
  LeadTextField,
  SubmitButton,
  YesNoField,
} from './lead-form';
import { useLeadForm } from './use-lead-form';

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

export function AuditForm({ copy, locale }: { copy: LeadsCopy; locale: Locale }) {
  const [files, setFiles] = useState<File[]>([]);
  const lead = useLeadForm<AuditInput>({
    kind: 'audit',
    locale,
    copy,
    resolver,
    defaultValues: initialValues,
    upload: (values) => uploadBody(values, files, locale),
    thanks: ({ wantsStrategyCall }) => ({
      title: copy.audit.thanksTitle,
      text: copy.audit.thanksText,
      notes: wantsStrategyCall === 'yes' ? [copy.audit.thanksCall] : [],
    }),
  });
  return (
    <LeadForm lead={lead} actions={<SubmitButton text={copy.audit} pending={lead.pending} />}>
      <p className="text-sm text-muted-foreground">{copy.required}</p>
      <ContactFields nameField="fullName" />
      <LeadTextField<AuditInput> name="departmentStructure" multiline />
      <LeadCheckboxes<AuditInput> name="auditDepartments" options={auditDepartments} />
      <LeadTextField<AuditInput> name="currentTools" multiline />
      <LeadTextField<AuditInput> name="currentChallenges" multiline />
      <LeadTextField<AuditInput>
        name="monthlyCustomerVolume"
        inputMode="numeric"
        optional
        max={20}
      />
      <LeadTextField<AuditInput> name="expectedOutcomes" multiline />
      <YesNoField<AuditInput> name="wantsStrategyCall" />
      <FilePicker files={files} onChange={setFiles} copy={copy} />
    </LeadForm>
  );
}
