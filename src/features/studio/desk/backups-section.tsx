import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import type { Locale } from '@/i18n/routing';
import { retention } from '@/server/backup/backup-files';
import { serverBackups } from '@/server/backup/server-backups';
import { DeskSection } from '@/components/desk/desk-section';
import type { DeskTexts } from '@/server/desk/desk-texts';

function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 ** 2, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

export async function BackupsSection({ locale, t }: { locale: Locale; t: DeskTexts['t'] }) {
  const backups = await serverBackups();
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone, { year: true });
  return (
    <DeskSection
      id="backups"
      title={t('settings.backups.heading')}
      intro={t('settings.backups.intro', { days: retention.daily, weeks: retention.weekly })}
    >
      {backups[0] ? (
        <div className="grid gap-3">
          <p className="font-medium">
            {t('settings.backups.last', { when: when(backups[0].createdAt) })}
          </p>
          <ul aria-label={t('settings.backups.list')} className="divide-y divide-border">
            {backups.map((backup) => (
              <li
                key={backup.name}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <span className="min-w-0">
                  {when(backup.createdAt)}
                  <span className="text-muted-foreground"> · {fileSize(backup.size, locale)}</span>
                </span>
                <a
                  href={`/api/studio/backups/${encodeURIComponent(backup.name)}?locale=${locale}`}
                  download
                  aria-label={t('settings.backups.downloadLabel', { when: when(backup.createdAt) })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <Download aria-hidden="true" />
                  {t('settings.backups.downloadShort')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('settings.backups.none')}</p>
      )}
    </DeskSection>
  );
}
