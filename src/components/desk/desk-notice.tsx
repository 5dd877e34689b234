'use client';

import { X } from 'lucide-react';
import { createContext, use, useState, type ReactNode } from 'react';

const NoticeContext = createContext<(text: string) => void>(() => {});

// Fixed above a phone's navigation, as a change can take its own card off the page.
export function DeskNotices({ dismiss, children }: { dismiss: string; children: ReactNode }) {
  const [notice, setNotice] = useState<string>();
  return (
    <NoticeContext value={setNotice}>
      {children}
      <div
        role="status"
        className="fixed inset-x-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 sm:right-6 sm:left-auto sm:w-96 lg:bottom-4"
      >
        {notice && (
          <div className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm shadow-lifted">
            <p className="min-w-0 flex-1 break-words">{notice}</p>
            <button
              type="button"
              onClick={() => setNotice(undefined)}
              className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{dismiss}</span>
            </button>
          </div>
        )}
      </div>
    </NoticeContext>
  );
}

export const useDeskNotice = () => use(NoticeContext);
