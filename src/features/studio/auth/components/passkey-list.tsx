'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/native-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { PASSKEY_NAME_MAX } from '@/config/desk-limits';
import { passkeyNameFormSchema, type PasskeyNameValues } from '../schema';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { DeskFieldSettings } from '@/components/desk/field-settings';
import { fill } from '@/lib/fill-placeholders';
import { useDeskAction } from '@/components/desk/use-desk-action';

interface PasskeyItem {
  id: string;
  name: string;
  details: string[];
  synced: boolean;
  current: boolean;
}

interface PasskeyTexts {
  add: string;
  rename: string;
  renameLabel: string;
  save: string;
  cancel: string;
  renamed: string;
  revoke: string;
  revokeConfirm: string;
  revoked: string;
  synced: string;
  thisSession: string;
  failed: string;
  optional: string;
  errors: Record<string, string>;
}

type Run = ReturnType<typeof useDeskAction>['run'];

function RenameForm({
  passkey,
  texts,
  run,
  onDone,
}: {
  passkey: PasskeyItem;
  texts: PasskeyTexts;
  run: Run;
  onDone: () => void;
}) {
  const form = useForm<PasskeyNameValues>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: passkey.name },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    const path = `security/passkeys/${passkey.id}`;
    if (await run('PATCH', path, { name }, fill(texts.renamed, { name: name.trim() }))) onDone();
  });
  return (
    <DeskFieldSettings errors={texts.errors} optional={texts.optional}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <TextField<PasskeyNameValues>
            name="name"
            label={fill(texts.renameLabel, { name: passkey.name })}
            max={PASSKEY_NAME_MAX}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
              {texts.save}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onDone}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      </FormProvider>
    </DeskFieldSettings>
  );
}

export function PasskeyList({
  locale,
  passkeys,
  texts,
}: {
  locale: Locale;
  passkeys: PasskeyItem[];
  texts: PasskeyTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const [renaming, setRenaming] = useState<string>();
  const addHere = () => run('POST', 'security/passkey-link', undefined, '', { follow: true });

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="grid gap-3 rounded-xl border border-border p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 gap-3">
                <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-indigo" />
                <div className="min-w-0">
                  <p className="font-medium break-words">{passkey.name}</p>
                  {passkey.details.map((detail) => (
                    <p key={detail} className="text-sm text-muted-foreground">
                      {detail}
                    </p>
                  ))}
                  <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
                    {passkey.current && <Badge variant="outline">{texts.thisSession}</Badge>}
                    {passkey.synced && <Badge variant="secondary">{texts.synced}</Badge>}
                  </div>
                </div>
              </div>
              {renaming !== passkey.id && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setRenaming(passkey.id)}>
                    {texts.rename}
                    <span className="sr-only">: {passkey.name}</span>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" disabled={pending}>
                        {texts.revoke}
                        <span className="sr-only">: {passkey.name}</span>
                      </Button>
                    }
                    title={texts.revoke}
                    description={fill(texts.revokeConfirm, { name: passkey.name })}
                    confirm={texts.revoke}
                    cancel={texts.cancel}
                    onConfirm={() =>
                      run(
                        'DELETE',
                        `security/passkeys/${passkey.id}`,
                        undefined,
                        fill(texts.revoked, { name: passkey.name }),
                      )
                    }
                  />
                </div>
              )}
            </div>
            {renaming === passkey.id && (
              <RenameForm
                passkey={passkey}
                texts={texts}
                run={run}
                onDone={() => setRenaming(undefined)}
              />
            )}
          </li>
        ))}
      </ul>
      <Button variant="outline" disabled={pending} onClick={addHere} className="w-full sm:w-fit">
        <Plus aria-hidden="true" />
        {texts.add}
      </Button>
      <ActionMessageRegion message={message} />
    </div>
  );
}
