'use client';

import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function GoBackButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" size="lg" onClick={() => window.history.back()}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
