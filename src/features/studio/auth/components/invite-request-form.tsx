'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { inviteRequestSchema, type InviteRequestValues } from '../schema';
import { CeremonyStatus } from './ceremony-status';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import { deskApi } from '@/lib/desk-address';

interface InviteRequestFormProps {
  locale: Locale;
  texts: {
    emailLabel: string;
    submit: string;
    sending: string;
    failed: string;
    optional: string;
    errors: Record<string, string>;
  };
}

export function InviteRequestForm({ locale, texts }: InviteRequestFormProps) {
  const form = useForm<InviteRequestValues>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();

  const { submit: send } = useSubmit(form);

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    setSent(undefined);
    const answer = await send<{ message: string }>('POST', deskApi('auth/invite', locale), values);
    if (answer.ok) {
      setSent(answer.data.message);
      form.reset();
    } else if (!answer.error?.fieldErrors.email) {
      setError(answer.message ?? texts.failed);
    }
  });

  return (
    <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField<InviteRequestValues>
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={texts.emailLabel}
            max={254}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={form.formState.isSubmitting}
            className="w-full sm:w-fit"
          >
            <Mail aria-hidden="true" />
            {form.formState.isSubmitting ? texts.sending : texts.submit}
          </Button>
          <CeremonyStatus progress={sent} error={error} />
        </form>
      </FormProvider>
    </DeskFieldSettings>
  );
}
