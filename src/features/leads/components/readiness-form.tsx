'use client';

import { useWatch } from 'react-hook-form';
import { ScaleField } from '@/components/forms/native-fields';
import type { Locale } from '@/i18n/routing';
import { aiAreas, familiarityScale, readinessIndustries, teamSizes } from '../options';
import { leadFieldLimits } from '../field-rules';
import type { ReadinessInput } from '../schema';
import { fill } from '@/lib/fill-placeholders';
import { type LeadsCopy } from './copy';
import { lazySchemaResolver } from './lazy-schema-resolver';
import {
  ContactFields,
  LeadCheckboxes,
  LeadForm,
  LeadSelectField,
  LeadTextField,
  SubmitButton,
  YesNoField,
} from './lead-form';
import { useLeadForm } from './use-lead-form';

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

function AIToolNames() {
  return useWatch<ReadinessInput>({ name: 'usesAITools' }) === 'yes' ? (
    <LeadTextField<ReadinessInput> name="aiToolNames" optional max={leadFieldLimits.toolNames} />
  ) : null;
}

export function ReadinessForm({ copy, locale }: { copy: LeadsCopy; locale: Locale }) {
  const lead = useLeadForm<ReadinessInput>({
    kind: 'readiness',
    locale,
    copy,
    resolver,
    defaultValues: initialValues,
    thanks: ({ wantsRoadmap }) => ({
      title: copy.readiness.thanksTitle,
      text: wantsRoadmap === 'yes' ? copy.readiness.thanksText : copy.readiness.thanksNoRoadmap,
    }),
  });
  const { scale } = copy;
  return (
    <LeadForm lead={lead} actions={<SubmitButton text={copy.readiness} pending={lead.pending} />}>
      <p className="text-sm text-muted-foreground">{copy.required}</p>
      <ContactFields nameField="name">
        <LeadSelectField<ReadinessInput> name="industry" options={readinessIndustries} />
        <LeadSelectField<ReadinessInput> name="teamSize" options={teamSizes} />
      </ContactFields>
      <LeadCheckboxes<ReadinessInput> name="aiAreas" options={aiAreas} />
      <LeadTextField<ReadinessInput> name="currentData" multiline />
      <YesNoField<ReadinessInput> name="usesAITools" />
      <AIToolNames />
      <LeadTextField<ReadinessInput> name="topGoals" multiline />
      <ScaleField<ReadinessInput>
        name="teamFamiliarity"
        label={copy.fields.teamFamiliarity}
        min={familiarityScale.min}
        max={familiarityScale.max}
        describe={(value) => fill(scale.familiarityValue, { value })}
        marks={[scale.familiarityLow, scale.familiarityHigh]}
      />
      <YesNoField<ReadinessInput> name="wantsRoadmap" />
    </LeadForm>
  );
}
