'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmit } from '@/components/forms/use-submit';
import { useClientMessages } from '@/i18n/client-messages-provider';
import { useLocale } from '@/i18n/navigation';
import { subscribeBandSchema, type SubscribeBandValues } from '@/lib/subscription-schema';
import type { SubscriptionResult } from '../subscription-result';
import { SubscribeFields } from './subscribe-fields';

type Outcome =
  { kind: 'idle' } | { kind: 'success'; already: boolean } | { kind: 'error'; message: string };

export interface LiveFormStart {
  email: string;
  /** Whether the input had focus, to keep the visitor typing where they were. */
  focused: boolean;
  submitted: boolean;
}

export function SubscribeFormLive({ start }: { start: LiveFormStart }) {
  const text = useClientMessages().BlogClient;
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeBandValues>({
    resolver: zodResolver(subscribeBandSchema),
    defaultValues: { email: start.email },
  });
  const { submit: send } = useSubmit();

  const submit = handleSubmit(async ({ email }) => {
    setOutcome({ kind: 'idle' });
    const sent = await send<SubscriptionResult>('POST', '/api/email-subscription', {
      email,
      source: 'blogazine',
      language: locale,
    });
    if (sent.ok) {
      setOutcome({ kind: 'success', already: sent.data.status === 'confirmed' });
      reset({ email: '' });
    } else {
      setOutcome({ kind: 'error', message: sent.message || text.subscribe.error });
    }
  });

  useEffect(() => {
    if (start.focused) setFocus('email');
    if (start.submitted) void submit();
    // Runs once, when this form replaces the first one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SubscribeFields
      onSubmit={submit}
      sending={isSubmitting}
      input={{ 'aria-invalid': errors.email ? true : undefined, ...register('email') }}
      message={
        <>
          {errors.email ? (
            <p className="text-destructive dark:text-red-300">{text.errors.email}</p>
          ) : null}
          {outcome.kind === 'success' ? (
            <p className="font-medium text-brand-green">
              {outcome.already ? text.subscribe.already : text.subscribe.success}
            </p>
          ) : null}
          {outcome.kind === 'error' ? (
            <p role="alert" className="text-destructive dark:text-red-300">
              {outcome.message}
            </p>
          ) : null}
        </>
      }
    />
  );
}
