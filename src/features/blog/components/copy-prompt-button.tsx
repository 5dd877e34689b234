'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { toast } from '@/components/ui/use-toast';
import { useClientMessages } from '@/i18n/client-messages-provider';
import { writeToClipboard } from '@/lib/clipboard';

const COPIED_INDICATOR_MS = 1500;

export function CopyPromptButton({ prompt }: { prompt: string }) {
  const text = useClientMessages().BlogClient;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await writeToClipboard(prompt);
    } catch (error) {
      // Nothing to show: the prompt stays on the page to select by hand.
      console.warn('Copy Prompt failed', error);
      return;
    }
    setCopied(true);
    toast({ title: text.copiedToast });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return (
    <button
      type="button"
      onClick={copy}
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? text.copied : text.copyPrompt}
    </button>
  );
}
