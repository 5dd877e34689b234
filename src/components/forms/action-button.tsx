'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import type { HttpMethod } from '@/lib/api-client';
import { useSubmit } from './use-submit';

interface ActionButtonProps {
  method?: HttpMethod;
  url: string;
  body?: unknown;
  label: string;
  pendingLabel: string;
  failedText: string;
  variant?: 'default' | 'destructive';
  size?: 'default' | 'lg';
}

// The page redrawn by the server tells the outcome; only no answer or our own failure shows here.
export function ActionButton({
  method = 'POST',
  url,
  body,
  label,
  pendingLabel,
  failedText,
  variant,
  size,
}: ActionButtonProps) {
  const router = useRouter();
  const { submit, pending } = useSubmit();
  const [refreshing, startTransition] = useTransition();
  const [failure, setFailure] = useState<string>();

  const act = async () => {
    setFailure(undefined);
    const sent = await submit(method, url, body);
    if (sent.ok || (sent.error && sent.error.status < 500)) {
      startTransition(() => router.refresh());
    } else {
      setFailure(sent.message ?? failedText);
    }
  };

  const busy = pending || refreshing;
  return (
    <>
      <Button type="button" size={size} variant={variant} disabled={busy} onClick={act}>
        {busy ? pendingLabel : label}
      </Button>
      {failure && (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
    </>
  );
}
