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
import { ActionMessageRegion } from '@/components/desk/action-message';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import type { ActionMessage } from '@/components/desk/use-desk-action';

export interface FormDialogTexts {
  close: string;
  keep: string;
  optional: string;
  errors: Record<string, string>;
}

// A desk dialog around a form: title, fields, the outcome, then keep (close) or confirm.
export function FormDialog<V extends FieldValues>({
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
  texts: FormDialogTexts;
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
