import type { ComponentProps } from 'react';
import { DeskSection } from '@/components/desk/desk-section';

export function Section({ children, ...section }: ComponentProps<typeof DeskSection>) {
  return (
    <DeskSection {...section}>
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">{children}</div>
    </DeskSection>
  );
}
