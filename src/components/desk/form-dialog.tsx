'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog';
import { ActionMessageRegion, type ActionMessage } from '@/components/desk/action-message';
import { DeskFieldSettings } from '@/components/desk/field-settings';

export interface FormDialogTexts {
  close: string;
  keep: string;
  optional: string;
  errors: Record<string, string>;
}

interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  className?: string;
  texts: FormDialogTexts;
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: ActionMessage;
  confirm: ReactNode;
  children: ReactNode;
}

export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { texts, form, onSubmit, message, confirm, children, ...frame } = props;
  return (
    <DialogFrame {...frame} closeLabel={texts.close}>
      <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {children}
            <ActionMessageRegion message={message} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="button" variant="outline" onClick={() => frame.onOpenChange(false)}>
                {texts.keep}
              </Button>
              {confirm}
            </div>
          </form>
        </FormProvider>
      </DeskFieldSettings>
    </DialogFrame>
  );
}
