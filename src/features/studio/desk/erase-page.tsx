import { Card, CardContent } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { retention } from '@/server/backup/backup-files';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { EraseForm } from './erase-form';
import { deskTexts } from '@/server/desk/desk-texts';

export async function ErasePage({ locale }: { locale: Locale }) {
  const texts = await deskTexts(locale);
  const { t, raw, common } = texts;
  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('erase.heading')}
        intro={t('erase.intro', { weeks: retention.weekly })}
      />
      <Card className="max-w-2xl">
        <CardContent>
          <EraseForm
            locale={locale}
            texts={{
              ...common,
              email: t('erase.email'),
              find: t('erase.find'),
              finding: t('erase.finding'),
              foundHeading: raw('erase.foundHeading'),
              nothing: raw('erase.nothing'),
              erase: t('erase.erase'),
              confirmTitle: raw('erase.confirmTitle'),
              confirmText: t('erase.confirmText'),
              confirm: t('erase.confirm'),
              keep: t('erase.keep'),
              erased: raw('erase.erased'),
              errors: texts.errors('erase'),
            }}
          />
        </CardContent>
      </Card>
    </DeskNotices>
  );
}
