'use client';

import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

export function GoBackButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.history.back()}
      className={buttonVariants({ variant: 'outline', size: 'lg' })}
    >
      <ArrowLeft aria-hidden="true" />
      {label}
    </button>
  );
}
