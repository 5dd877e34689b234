'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { use } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IslandIntlProvider } from '@/i18n/island-intl-provider';
import { useLocale } from '@/i18n/navigation';
import { getQueryClient } from '@/lib/query-client';
import { bookingDialogMessages } from '../dialog-messages';
import { BookingForm } from './booking-form';

interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Its content unmounts on close, which resets the step, the form and the loaded slots. */
export function BookingDialog(props: BookingDialogProps) {
  const messages = use(bookingDialogMessages(useLocale()));
  return (
    <IslandIntlProvider messages={messages}>
      <QueryClientProvider client={getQueryClient()}>
        <BookingDialogContent {...props} />
      </QueryClientProvider>
    </IslandIntlProvider>
  );
}

function BookingDialogContent({ open, onOpenChange }: BookingDialogProps) {
  const t = useTranslations('Booking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="sm:max-w-xl" data-testid="booking-dialog">
        <BookingForm onBooked={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
