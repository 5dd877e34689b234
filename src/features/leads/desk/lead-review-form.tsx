'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { DeskForm } from '@/components/desk/desk-form';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { NOTE_MAX } from '@/config/desk-limits';
import { leadReviewSchema, type LeadReviewValues } from './schema';

interface LeadReviewFormProps {
  locale: Locale;
  leadId: string;
  review: LeadReviewValues;
  texts: {
    handled: string;
    handledHint: string;
    note: string;
    noteHint: string;
    save: string;
    saved: string;
    optional: string;
    failed: string;
    errors: Record<string, string>;
  };
}

export function LeadReviewForm({ locale, leadId, review, texts }: LeadReviewFormProps) {
  const hintId = useId();
  const { run, message } = useDeskAction(locale, texts.failed);
  const form = useForm<LeadReviewValues>({
    resolver: zodResolver(leadReviewSchema),
    defaultValues: review,
  });
  const submit = form.handleSubmit(async (values) => {
    if (await run('PATCH', `leads/${leadId}`, values, texts.saved)) form.reset(values);
  });

  return (
    <DeskForm
      form={form}
      texts={texts}
      onSubmit={submit}
      message={message}
      submit={
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-fit">
          {texts.save}
        </Button>
      }
    >
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-3 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent">
        <input
          type="checkbox"
          {...form.register('handled')}
          aria-describedby={hintId}
          className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
        />
        <span>
          <span className="font-medium">{texts.handled}</span>
          <span id={hintId} className="block text-muted-foreground">
            {texts.handledHint}
          </span>
        </span>
      </label>
      <TextField<LeadReviewValues>
        name="note"
        label={texts.note}
        hint={texts.noteHint}
        optional
        multiline
        max={NOTE_MAX}
      />
    </DeskForm>
  );
}
