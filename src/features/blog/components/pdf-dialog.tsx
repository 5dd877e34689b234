'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { pdfRequestSchema, type PdfRequestValues } from '@/lib/subscription-schema';
import { useClientMessages } from '@/i18n/client-messages-provider';
import { IslandIntlProvider } from '@/i18n/island-intl-provider';
import { useLocale } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pdfUrl } from '../pdf/pdf-url';

const PDF_DIALOG_CLOSE_MS = 2000;

const emptyForm: PdfRequestValues = { firstName: '', lastName: '', email: '' };

function downloadPdf(slug: string, locale: Locale) {
  const link = document.createElement('a');
  link.href = pdfUrl(slug, locale);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

function Field({
  label,
  error,
  errorMessage,
  ...input
}: ComponentProps<typeof Input> & { label: string; error?: FieldError; errorMessage: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-300">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

export function PdfDialog(props: PdfDialogProps) {
  return (
    <IslandIntlProvider messages={useClientMessages()}>
      <PdfRequestDialog {...props} />
    </IslandIntlProvider>
  );
}

interface PdfDialogProps {
  slug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function PdfRequestDialog({ slug, title, open, onOpenChange }: PdfDialogProps) {
  const t = useTranslations('BlogClient');
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PdfRequestValues>({
    resolver: zodResolver(pdfRequestSchema),
    defaultValues: emptyForm,
  });
  const { submit: send } = useSubmit();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => onOpenChange(false), PDF_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onOpenChange]);

  const submit = handleSubmit(async (values) => {
    const sent = await send('POST', '/api/email-subscription', {
      ...values,
      source: 'blog-pdf',
      language: locale,
      article: slug,
    });
    if (!sent.ok) {
      toast({
        variant: 'destructive',
        title: t('pdf.failed'),
        description: sent.message || t('pdf.failedText'),
      });
      return;
    }
    downloadPdf(slug, locale);
    setDone(true);
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('pdf.title')}
      description={t('pdf.subtitle', { title })}
      closeLabel={t('pdf.close')}
    >
      {done ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-brand-green" />
          <p className="font-display text-2xl font-semibold">{t('pdf.thanks')}</p>
          <p className="text-muted-foreground">{t('pdf.ready')}</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('pdf.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName}
              errorMessage={t('errors.firstName')}
              {...register('firstName')}
            />
            <Field
              label={t('pdf.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName}
              errorMessage={t('errors.lastName')}
              {...register('lastName')}
            />
          </div>
          <Field
            label={t('pdf.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            errorMessage={t('errors.email')}
            {...register('email')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
            {isSubmitting ? t('pdf.processing') : t('pdf.submit')}
          </Button>
        </form>
      )}
    </DialogFrame>
  );
}
