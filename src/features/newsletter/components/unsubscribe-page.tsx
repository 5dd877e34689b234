import { getTranslations } from 'next-intl/server';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { describeUnsubscribeToken } from '../server/subscriptions';
import { NewsletterCard } from './newsletter-card';
import { ActionButton } from '@/components/forms/action-button';

export async function UnsubscribePage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const state = await describeUnsubscribeToken((await getDatabase()).db, token);
  const card = { eyebrow: t('eyebrow'), backLabel: t('back') };

  switch (state.kind) {
    case 'subscribed':
      return (
        <NewsletterCard
          {...card}
          heading={t('unsubscribe.heading')}
          text={t('unsubscribe.text', { email: state.subscriber.email })}
        >
          <div>
            <ActionButton
              url={`/api/newsletter/unsubscribe?locale=${locale}`}
              body={{ token, locale }}
              size="lg"
              label={t('unsubscribe.button')}
              pendingLabel={t('unsubscribe.pending')}
              failedText={t('failed', { email: site.email })}
            />
          </div>
        </NewsletterCard>
      );
    case 'unsubscribed':
      return (
        <NewsletterCard
          {...card}
          heading={t('unsubscribe.done.heading')}
          text={t('unsubscribe.done.text', { email: state.subscriber.email })}
        />
      );
    case 'invalid':
      return (
        <NewsletterCard
          {...card}
          heading={t('unsubscribe.invalid.heading')}
          text={t('unsubscribe.invalid.text', { email: site.email })}
        />
      );
  }
}
