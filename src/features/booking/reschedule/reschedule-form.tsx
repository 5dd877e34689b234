'use client';

import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/navigation';
import { apiRequest } from '@/lib/api-client';
import type { RescheduleRequest } from '../reschedule-request';
import type { SlotsResponse } from '../slots-response';

// Radix's radio inputs carry inline styles, which this page's style policy refuses in served HTML.
const SlotPicker = dynamic(
  () => import('../components/slot-picker').then((module) => module.SlotPicker),
  { ssr: false, loading: SlotsLoading },
);

function SlotsLoading() {
  const t = useTranslations('BookingReschedule');
  return <p className="py-8 text-muted-foreground">{t('picker.loading')}</p>;
}

type Offer = Pick<SlotsResponse, 'entries' | 'window' | 'sessionMinutes'>;

interface RescheduleFormProps {
  messages: AbstractIntlMessages;
  token: string;
  timeZone: string;
  zoneName: string;
  offer: Offer;
  contact: { email: string; phone: string };
}

// Rendered on the server as well, where next-intl wants a time zone: the visitor's.
export function RescheduleForm({ messages, ...props }: RescheduleFormProps) {
  return (
    <NextIntlClientProvider locale={useLocale()} messages={messages} timeZone={props.timeZone}>
      <MoveSession {...props} />
    </NextIntlClientProvider>
  );
}

function MoveSession({
  token,
  timeZone,
  zoneName,
  offer: initialOffer,
  contact,
}: Omit<RescheduleFormProps, 'messages'>) {
  const t = useTranslations('BookingReschedule');
  const locale = useLocale();
  const router = useRouter();
  const [offer, setOffer] = useState(initialOffer);
  const [chosen, setChosen] = useState('');
  const { submit: send, pending: sending } = useSubmit();
  const [problem, setProblem] = useState('');
  const [movedTo, setMovedTo] = useState('');
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // After a refusal the list may be stale: show what is free now.
  async function refreshOffer() {
    const query = new URLSearchParams({ locale, tz: timeZone });
    const response = await apiRequest('GET', `/api/available-slots?${query}`).catch(() => null);
    if (response) setOffer((await response.json()) as SlotsResponse);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setProblem(t('picker.choose'));
      return;
    }
    setProblem('');
    const sent = await send<{ booking: { label: string } }>('POST', '/api/booking/reschedule', {
      token,
      start: chosen,
      locale,
    } satisfies RescheduleRequest);
    if (sent.ok) {
      setMovedTo(sent.data.booking.label);
      requestAnimationFrame(() => doneHeading.current?.focus());
      router.refresh();
      return;
    }
    setProblem(sent.message ?? t('picker.failed', contact));
    if (sent.error?.status === 409 || sent.error?.status === 400) {
      setChosen('');
      await refreshOffer();
    }
  }

  if (movedTo) {
    return (
      <div role="status" className="mt-8 rounded-xl border border-border bg-background p-5">
        <h2 ref={doneHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('done.heading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('done.text', { time: movedTo })}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-8 grid gap-4">
      <h2 className="text-lg font-semibold">{t('picker.legend')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('picker.timeZone', { zone: zoneName })}{' '}
        {t('picker.length', { minutes: offer.sessionMinutes })}
      </p>
      {offer.entries.length === 0 ? (
        <div className="grid gap-2 rounded-xl border border-dashed border-border p-6">
          <p className="font-semibold">{t('picker.noneTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('picker.noneText', contact)}</p>
        </div>
      ) : (
        <SlotPicker
          entries={offer.entries}
          window={offer.window}
          timeZone={timeZone}
          value={chosen}
          onChange={(start) => {
            setChosen(start);
            setProblem('');
          }}
          invalid={Boolean(problem)}
        />
      )}
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {problem}
      </p>
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? t('picker.pending') : t('picker.submit')}
      </Button>
    </form>
  );
}
