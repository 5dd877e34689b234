import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

// The dialog host hears clicks on the marker attribute, so pages ship no client code per button.
export function BookSessionButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  return <Button type="button" aria-haspopup="dialog" data-booking-trigger="" {...props} />;
}
