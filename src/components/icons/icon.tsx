import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { ICON_SPRITE_PATH, type IconName } from './sprite';

type IconProps = Omit<ComponentProps<'svg'>, 'children'> & { name: IconName };

// Decorative unless labelled; sized by a `size-*` class (24 px without one).
export function Icon({ name, className, ...props }: IconProps) {
  const labelled = Boolean(props['aria-label'] ?? props['aria-labelledby']);
  const role = labelled ? { role: 'img' } : { 'aria-hidden': true };
  return (
    <svg {...role} className={cn('icon', className)} {...props}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
