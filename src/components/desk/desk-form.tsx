'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ActionMessageRegion, type ActionMessage } from './action-message';
import { DeskFieldSettings } from './field-settings';

export function DeskForm<V extends FieldValues>({
  form,
  texts,
  onSubmit,
  submit,
  message,
  className = 'grid gap-4',
  children,
}: {
  form: UseFormReturn<V>;
  texts: { errors: Record<string, string>; optional: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: ReactNode;
  message: ActionMessage;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className={className}>
          {children}
          {submit}
          <ActionMessageRegion message={message} />
        </form>
      </FormProvider>
    </DeskFieldSettings>
  );
}
