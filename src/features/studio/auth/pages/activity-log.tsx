import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ActivityEntry } from '@/features/studio/auth/server/activity-log-repository';
import type { ActivitySubject } from '../server/activity-subjects';

interface ActivityLogProps {
  locale: Locale;
  page: number;
  entries: ActivityEntry[];
  subjects: Map<number, ActivitySubject>;
  hasOlder: boolean;
  describeDevice: (userAgent: string) => string;
  when: (date: Date) => string;
}

function Subject({ subject }: { subject: ActivitySubject | undefined }) {
  if (!subject) return null;
  return (
    <p className="wrap-anywhere text-muted-foreground">
      {subject.href ? (
        <Link href={subject.href} className="prose-link font-normal">
          {subject.text}
        </Link>
      ) : (
        subject.text
      )}
    </p>
  );
}

const pageLink = (page: number) =>
  `${deskPath.security}${page > 1 ? `?page=${page}` : ''}#activity`;

export async function ActivityLog({
  locale,
  page,
  entries,
  subjects,
  hasOlder,
  describeDevice,
  when,
}: ActivityLogProps) {
  const t = await getTranslations({ locale, namespace: 'Studio.security.activity' });
  const label = (action: string) => {
    const key = `actions.${action}`;
    return t.has(key as never) ? t(key as never) : action;
  };
  if (entries.length === 0) return <p className="text-muted-foreground">{t('empty')}</p>;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

  return (
    <div className="grid gap-4">
      <ol className="divide-y divide-border">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr_16rem] sm:gap-4"
          >
            <time dateTime={entry.createdAt.toISOString()} className="text-muted-foreground">
              {when(entry.createdAt)}
            </time>
            <div className="min-w-0">
              <p className="font-medium">{label(entry.action)}</p>
              <Subject subject={subjects.get(entry.id)} />
            </div>
            <p className="text-muted-foreground">
              <span className="sr-only">{t('from')}: </span>
              {entry.sessionId
                ? `${describeDevice(entry.userAgent ?? '')} · ${entry.passkeyName}`
                : t('noSession')}
            </p>
          </li>
        ))}
      </ol>
      {(page > 1 || hasOlder) && (
        <nav aria-label={t('pages')} className="flex flex-wrap items-center gap-3">
          {page > 1 && (
            <Link href={pageLink(page - 1)} className={linkClass}>
              {t('newer')}
            </Link>
          )}
          <span className="text-sm text-muted-foreground">{t('page', { page })}</span>
          {hasOlder && (
            <Link href={pageLink(page + 1)} className={linkClass}>
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
