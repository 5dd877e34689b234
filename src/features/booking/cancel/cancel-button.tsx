'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

/** Submits the cancel form, saying so while it is on its way. */
export function CancelButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="destructive" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
