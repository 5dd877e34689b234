'use client';

import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SettingsFormValues } from './settings-values';

type RowList = 'startTimes' | 'reminders';

// Not useFieldArray, which the bundler would then ship with every public page's forms.
export function useFormRows<Name extends RowList>(name: Name) {
  const { getValues, setValue } = useFormContext<SettingsFormValues>();
  const nextKey = useRef(getValues(name).length);
  const [keys, setKeys] = useState(() => getValues(name).map((_, index) => index));

  const replace = (rows: SettingsFormValues[Name]) =>
    setValue(name, rows as never, { shouldDirty: true });

  return {
    keys,
    append(row: SettingsFormValues[Name][number]) {
      replace([...getValues(name), row] as SettingsFormValues[Name]);
      setKeys((current) => [...current, nextKey.current++]);
    },
    remove(index: number) {
      replace(getValues(name).filter((_, at) => at !== index) as SettingsFormValues[Name]);
      setKeys((current) => current.filter((_, at) => at !== index));
    },
  };
}
