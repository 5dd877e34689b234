'use client';

import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** Shows an icon control's name on hover and keyboard focus. */
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
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent lang={lang}>{label}</TooltipContent>
    </Tooltip>
  );
}
