'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Eraser, Search } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import { fill } from '@/lib/fill-placeholders';
import { deskApi } from '@/lib/desk-address';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { EMAIL_MAX } from '@/config/desk-limits';
import { eraseSchema, type EraseValues } from './schema';
import type { ErasureSection } from './erase-routes';
import { useSubmit } from '@/components/forms/use-submit';
import { useDeskNotice } from '@/components/desk/desk-notice';

interface EraseTexts {
  email: string;
  find: string;
  finding: string;
  foundHeading: string;
  nothing: string;
  erase: string;
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  keep: string;
  close: string;
  erased: string;
  optional: string;
  failed: string;
  errors: Record<string, string>;
}

type Found = { email: string; sections: ErasureSection[] };

function Sections({ sections }: { sections: ErasureSection[] }) {
  return (
    <ul className="grid gap-3 text-sm">
      {sections.map((section) => (
        <li key={section.key}>
          <p className="font-medium">{section.title}</p>
          {section.items.length > 0 && (
            <ul className="list-disc pl-5 break-words text-muted-foreground">
              {section.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function EraseDialog({
  locale,
  found,
  texts,
  onErased,
}: {
  locale: Locale;
  found: Found;
  texts: EraseTexts;
  onErased: () => void;
}) {
  const { run, message } = useDeskAction(locale, texts.failed);
  const notify = useDeskNotice();
  const values = { email: found.email };
  const erase = async () => {
    const done = fill(texts.erased, values);
    const erased = await run('POST', 'erase', values, done);
    if (erased) {
      notify(done);
      onErased();
    }
    return erased;
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="w-full sm:w-fit">
          <Eraser aria-hidden="true" />
          {texts.erase}
        </Button>
      }
      title={fill(texts.confirmTitle, values)}
      description={texts.confirmText}
      confirm={texts.confirm}
      cancel={texts.keep}
      onConfirm={erase}
      keepOpenOnFailure
      closeLabel={texts.close}
    >
      <Sections sections={found.sections} />
      <ActionMessageRegion message={message?.kind === 'error' ? message : undefined} />
    </ConfirmDialog>
  );
}

export function EraseForm({ locale, texts }: { locale: Locale; texts: EraseTexts }) {
  const [found, setFound] = useState<Found>();
  const [error, setError] = useState<string>();
  const form = useForm<EraseValues>({
    resolver: zodResolver(eraseSchema),
    defaultValues: { email: '' },
  });
  const typed = useWatch({ control: form.control, name: 'email' });
  // What was found stays on show only while the address typed is still the one it was found for.
  const shown = found && found.email === typed.trim().toLowerCase() ? found : undefined;

  const { submit } = useSubmit(form);

  const find = form.handleSubmit(async (values) => {
    setError(undefined);
    const sent = await submit<Found>('POST', deskApi('erase/preview', locale), values);
    if (sent.ok) setFound(sent.data);
    else setError(sent.message ?? texts.failed);
  });

  return (
    <div className="grid gap-6">
      <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
        <FormProvider {...form}>
          <form onSubmit={find} noValidate className="grid gap-4">
            <TextField<EraseValues>
              name="email"
              type="email"
              inputMode="email"
              label={texts.email}
              max={EMAIL_MAX}
            />
            <Button
              type="submit"
              variant="outline"
              disabled={form.formState.isSubmitting}
              className="w-full sm:w-fit"
            >
              <Search aria-hidden="true" />
              {form.formState.isSubmitting ? texts.finding : texts.find}
            </Button>
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          </form>
        </FormProvider>
      </DeskFieldSettings>
      <div aria-live="polite">
        {shown &&
          (shown.sections.length ? (
            <section
              aria-label={fill(texts.foundHeading, { email: shown.email })}
              className="grid gap-4 rounded-xl border border-border bg-card p-4"
            >
              <h2 className="font-display text-xl font-semibold break-words">
                {fill(texts.foundHeading, { email: shown.email })}
              </h2>
              <Sections sections={shown.sections} />
              <EraseDialog
                locale={locale}
                found={shown}
                texts={texts}
                onErased={() => setFound({ email: shown.email, sections: [] })}
              />
            </section>
          ) : (
            <p className="text-muted-foreground">{fill(texts.nothing, { email: shown.email })}</p>
          ))}
      </div>
    </div>
  );
}
