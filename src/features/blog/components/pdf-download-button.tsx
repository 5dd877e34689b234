'use client';

import { Download } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

const loadDialog = () => import('./pdf-dialog');

// The form, its validation and the dialog load on first use, not with the article.
const PdfDialog = dynamic(() => loadDialog().then((module) => module.PdfDialog), { ssr: false });

export function PdfDownloadButton({
  slug,
  title,
  children,
  variant = 'default',
}: {
  slug: string;
  title: string;
  children: ReactNode;
  variant?: 'default' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  /** Counts openings; each one gets a fresh dialog with empty fields. */
  const [opening, setOpening] = useState(0);

  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" />
        {children}
      </button>
      {opening > 0 ? (
        <PdfDialog key={opening} slug={slug} title={title} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
