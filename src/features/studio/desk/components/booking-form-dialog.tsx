'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ActionMessageRegion } from '@/features/studio/auth/components/action-message';
import { DeskFieldSettings } from '@/features/studio/auth/components/desk-field-settings';
import type { ActionMessage } from '@/features/studio/auth/components/use-desk-action';
import type { BookingActionTexts } from './booking-action-types';

// The frame the cancel and move dialogs share: title, form, the outcome, keep or confirm.
export function BookingFormDialog<V extends FieldValues>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  texts,
  form,
  onSubmit,
  message,
  confirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  className?: string;
  texts: BookingActionTexts;
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: ActionMessage;
  confirm: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={texts.close} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              {children}
              <ActionMessageRegion message={message} />
              <div className="flex flex-wrap justify-end gap-3">
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {texts.keep}
                </Button>
                {confirm}
              </div>
            </form>
          </FormProvider>
        </DeskFieldSettings>
      </DialogContent>
    </Dialog>
  );
}
