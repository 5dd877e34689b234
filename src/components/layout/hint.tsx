'use client';

import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * Shows a control's name on hover and keyboard focus. It carries its own provider (the spec's
 * 700 ms delay, 300 ms skip delay), so pages without tooltips load no tooltip code.
 */
export function Hint({
  label,
  lang,
  children,
}: {
  label: string;
  lang?: string;
  children: ReactElement;
}) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent lang={lang}>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
