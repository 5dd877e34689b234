import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { CONFIRMATION_VALID_DAYS } from '../config';
import { describeConfirmToken } from '../server/subscriptions';
import { NewsletterCard } from './newsletter-card';
import { ActionButton } from '@/components/forms/action-button';
import { site } from '@/config/site';

/** Opening the link changes nothing, as mail scanners open links; the button confirms. */
export async function ConfirmPage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const state = await describeConfirmToken((await getDatabase()).db, token, new Date());
  const card = { eyebrow: t('eyebrow'), backLabel: t('back') };

  switch (state.kind) {
    case 'pending':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.heading')}
          text={t('confirm.text', { email: state.subscriber.email })}
        >
          <div>
            <ActionButton
              url="/api/newsletter/confirm"
              body={{ token, locale }}
              size="lg"
              label={t('confirm.button')}
              pendingLabel={t('confirm.pending')}
              failedText={t('failed', { email: site.email })}
            />
          </div>
        </NewsletterCard>
      );
    case 'confirmed':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.done.heading')}
          text={t('confirm.done.text', { email: state.subscriber.email })}
        />
      );
    case 'expired':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.expired.heading')}
          text={t('confirm.expired.text', { days: CONFIRMATION_VALID_DAYS })}
        />
      );
    case 'unsubscribed':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.unsubscribed.heading')}
          text={t('confirm.unsubscribed.text', { email: state.subscriber.email })}
        />
      );
    case 'bounced':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.bounced.heading')}
          text={t('confirm.bounced.text', { email: state.subscriber.email })}
        />
      );
    case 'invalid':
      return (
        <NewsletterCard
          {...card}
          heading={t('confirm.invalid.heading')}
          text={t('confirm.invalid.text')}
        />
      );
  }
}
