import type { Locale } from '@/i18n/routing';
import type { DeskTexts } from '@/server/desk/desk-texts';
import { NewBookingDialog, type NewBookingTexts } from './new-booking-dialog';

export function NewBookingButton({ locale, texts }: { locale: Locale; texts: DeskTexts }) {
  const { t, raw, common } = texts;
  const words = t.raw('bookings.new' as never) as Omit<
    NewBookingTexts,
    | 'close'
    | 'optional'
    | 'failed'
    | 'errors'
    | 'languages'
    | 'daysLegend'
    | 'slotsLegend'
    | 'theirTime'
    | 'timesCount'
  >;
  return (
    <NewBookingDialog
      locale={locale}
      texts={{
        ...common,
        ...words,
        daysLegend: t('bookings.actions.daysLegend'),
        slotsLegend: raw('bookings.actions.slotsLegend'),
        theirTime: raw('bookings.actions.theirTime'),
        timesCount: raw('bookings.actions.timesCount'),
        languages: { en: t('lists.languages.en'), es: t('lists.languages.es') },
        errors: texts.errors('bookings'),
      }}
    />
  );
}
