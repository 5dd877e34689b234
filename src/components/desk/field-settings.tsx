'use client';

import type { ReactNode } from 'react';
import { FieldSettingsContext, type FieldSettings } from '@/components/forms/field';
import { Label } from '@/components/ui/label';
import { fill } from '@/lib/fill-placeholders';

const deskLook: FieldSettings['look'] = {
  Label,
  optional: 'font-normal text-muted-foreground',
  error: 'text-sm font-medium text-destructive',
};

// Schema issues arrive as keys of `Studio.auth.errors`; texts the server sent are shown as they are.
export function DeskFieldSettings({
  errors,
  optional,
  children,
}: {
  errors: Record<string, string>;
  optional: string;
  children: ReactNode;
}) {
  return (
    <FieldSettingsContext
      value={{
        optional,
        errorText: (message, max) => fill(errors[message] ?? message, { max: max ?? '' }),
        look: deskLook,
      }}
    >
      {children}
    </FieldSettingsContext>
  );
}
