'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

/** Submits its form, saying so while the request is on its way. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
