import { getTranslations } from 'next-intl/server';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import type { Booking } from '@/server/db/schema';
import { availabilityConfig } from '../config';
import { describeTimeZone, formatSlot } from '../slot-format';
import { describeToken } from '../server/booking-service';
import { cancelBookingAction } from './actions';
import { CancelButton } from './cancel-button';

async function BookingDetails({ booking, locale }: { booking: Booking; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'BookingCancel' });
  const studioZone = availabilityConfig.timeZone;
  const rows = [
    [t('bookedFor'), `${booking.firstName} ${booking.lastName}`],
    [
      t('yourTime', { zone: describeTimeZone(booking.timeZone, locale, booking.slotStart) }),
      formatSlot(booking.slotStart, locale, booking.timeZone, { year: true }),
    ],
    [
      t('studioTime', { zone: describeTimeZone(studioZone, locale, booking.slotStart) }),
      formatSlot(booking.slotStart, locale, studioZone, { year: true }),
    ],
  ];
  return (
    <dl className="mt-8 grid gap-4 rounded-xl border border-border bg-background p-5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the confirmation email's cancel link leads. Opening it changes nothing; the visitor
 * confirms with a button. Every outcome (active, cancelled, past, unknown link) has its own view.
 */
export async function CancelBookingPage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'BookingCancel' });
  const database = await getDatabase();
  const state = await describeToken(database.db, token, new Date());

  let body;
  if (state.kind === 'active') {
    body = (
      <>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('confirm.heading')}
        </h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">{t('confirm.text')}</p>
        <BookingDetails booking={state.booking} locale={locale} />
        <form action={cancelBookingAction} className="mt-8 flex flex-wrap gap-3">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <CancelButton label={t('confirm.button')} pendingLabel={t('confirm.pending')} />
          <Button asChild variant="outline">
            <Link href="/">{t('confirm.keep')}</Link>
          </Button>
        </form>
      </>
    );
  } else if (state.kind === 'already-cancelled' || state.kind === 'past') {
    const copy = state.kind === 'past' ? 'past' : 'cancelled';
    body = (
      <>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {t(`${copy}.heading`)}
        </h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">{t(`${copy}.text`)}</p>
        <BookingDetails booking={state.booking} locale={locale} />
        <BookSessionButton className="mt-8">{t('cancelled.rebook')}</BookSessionButton>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('invalid.heading')}
        </h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">
          {t('invalid.text', { email: site.email, phone: site.phone.display })}
        </p>
        <Button asChild variant="outline" className="mt-8">
          <Link href="/">{t('invalid.home')}</Link>
        </Button>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-brand-purple uppercase">
          {t('eyebrow')}
        </p>
        {body}
      </div>
    </section>
  );
}
