'use client';

import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { writeToClipboard } from '@/lib/clipboard';

const COPIED_NOTICE_MS = 4000;

interface ShareButtonProps {
  url: string;
  title: string;
  text: string;
  labels: { share: string; copied: string; copyFailed: string };
  buttonClassName: string;
}

type Notice = 'copied' | 'copyFailed';

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

export function ShareButton({ url, title, text, labels, buttonClassName }: ShareButtonProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await writeToClipboard(url);
    } catch (error) {
      console.warn('Copying the card link failed', error);
      setNotice('copyFailed');
      return;
    }
    setNotice('copied');
    timer.current = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // A share sheet that fails for another reason (no target, policy) falls back to copying.
      }
    }
    await copyLink();
  }

  return (
    <div className="relative">
      <button type="button" onClick={share} className={buttonClassName}>
        <Share2 aria-hidden="true" />
        {labels.share}
      </button>
      <div role="alert" className="absolute right-0 bottom-full mb-3 w-max max-w-[min(20rem,80vw)]">
        {notice && (
          <p className="rounded-xl bg-foreground px-4 py-2.5 text-sm font-medium text-background shadow-lifted">
            {notice === 'copied' ? (
              labels.copied
            ) : (
              <>
                {labels.copyFailed} <span className="break-all select-all">{url}</span>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
