'use client';

import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SettingsFormValues } from './settings-values';

type RowList = 'reminders' | 'overrides' | `weeklyHours.${number}`;

// Not useFieldArray, which the bundler would then ship with every public page's forms.
export function useFormRows<Row>(name: RowList) {
  const { getValues, setValue } = useFormContext<SettingsFormValues>();
  const rows = () => getValues(name) as unknown as Row[];
  const nextKey = useRef(rows().length);
  const [keys, setKeys] = useState(() => rows().map((_, index) => index));

  const replace = (next: Row[]) => setValue(name, next as never, { shouldDirty: true });

  return {
    keys,
    append(row: Row) {
      replace([...rows(), row]);
      setKeys((current) => [...current, nextKey.current++]);
    },
    remove(index: number) {
      replace(rows().filter((_, at) => at !== index));
      setKeys((current) => current.filter((_, at) => at !== index));
    },
  };
}
