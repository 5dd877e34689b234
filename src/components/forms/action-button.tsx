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

/**
 * A page's one-button form (an emailed link's confirm, unsubscribe or cancel): it posts, then
 * the page is drawn again from the server, which tells what happened. Only a request that got
 * no answer, or a failure on our side, is reported here.
 */
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
