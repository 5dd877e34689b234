'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { apiRequest, ApiError } from '@/lib/api-client';
import { inviteRequestSchema, type InviteRequestValues } from '../schema';
import { CeremonyStatus } from './ceremony-status';
import { DeskFieldSettings } from './desk-field-settings';
import { deskApi } from './passkey-ceremony';

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

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    setSent(undefined);
    try {
      const response = await apiRequest('POST', deskApi('auth/invite', locale), values);
      setSent((await response.json()).message);
      form.reset();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      const fieldError = apiError?.fieldErrors.email;
      if (fieldError) form.setError('email', { message: fieldError });
      else setError(apiError?.serverMessage ?? texts.failed);
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
