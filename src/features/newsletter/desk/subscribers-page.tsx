import { Badge } from '@/components/ui/badge';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { getDatabase } from '@/server/db/connection';
import { DeskNotices } from '@/components/desk/desk-notice';
import { RemoveSubscriberButton } from './remove-subscriber-button';
import { listSubscribersPage } from '../server/subscribers-repository';
import { deskTexts } from '@/server/desk/desk-texts';
import { listCardClass } from '@/components/desk/list-controls';
import { ListScreen, type ListPageProps } from '@/components/desk/list-screen';

export async function SubscribersPage({ locale, query, page }: ListPageProps) {
  const { db } = await getDatabase();
  const [texts, found] = await Promise.all([
    deskTexts(locale),
    listSubscribersPage(db, query, page),
  ]);
  const { t, raw, common } = texts;
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone, { year: true });
  const known = (group: string, key: string) =>
    t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : key;
  const removeTexts = {
    ...common,
    remove: t('subscribers.remove'),
    removeTitle: raw('subscribers.removeTitle'),
    removeText: t('subscribers.removeText'),
    confirm: t('subscribers.confirmRemove'),
    keep: t('subscribers.keep'),
    removed: raw('subscribers.removed'),
  };

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <ListScreen
        list="subscribers"
        view={{ locale, texts, page, hasMore: found.hasMore }}
        intro={t('subscribers.intro')}
        search={query}
      >
        {found.items.map(({ subscriber, consents }) => (
          <li key={subscriber.id} className={listCardClass}>
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <h3 className="font-display text-lg font-semibold break-all">{subscriber.email}</h3>
                {(subscriber.firstName || subscriber.lastName) && (
                  <p className="text-sm text-muted-foreground">
                    {`${subscriber.firstName} ${subscriber.lastName}`.trim()}
                  </p>
                )}
              </div>
              <Badge variant={subscriber.status === 'confirmed' ? 'default' : 'outline'}>
                {known('subscribers.status', subscriber.status)}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('subscribers.language', {
                language: known('lists.languages', subscriber.locale),
              })}
            </p>
            <details className="group text-sm">
              <summary className="min-h-11 cursor-pointer content-center font-medium">
                {t('subscribers.history', { count: consents.length })}
              </summary>
              <ol className="grid gap-2 border-l border-border pt-1 pl-4">
                {consents.map((consent) => (
                  <li key={consent.id}>
                    <p className="font-medium">{known('subscribers.actions', consent.action)}</p>
                    <p className="text-muted-foreground">
                      {t('subscribers.consentDetail', {
                        date: when(consent.createdAt),
                        source: known('subscribers.sources', consent.source),
                        language: known('lists.languages', consent.locale),
                      })}
                      {consent.article && ` · ${consent.article}`}
                    </p>
                  </li>
                ))}
              </ol>
            </details>
            <RemoveSubscriberButton
              locale={locale}
              subscriber={{ id: subscriber.id, email: subscriber.email }}
              texts={removeTexts}
            />
          </li>
        ))}
      </ListScreen>
    </DeskNotices>
  );
}
