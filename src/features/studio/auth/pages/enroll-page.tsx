import { getTranslations } from 'next-intl/server';
import { Card, CardContent } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { EnrollForm } from '../components/enroll-form';
import { INVITE_LIFETIME_MINUTES } from '@/config/desk-limits';
import { checkInvite } from '@/features/studio/auth/server/invites-repository';
import { ceremonyTexts } from './ceremony-texts';

const refusalKey = {
  used: 'enroll.linkUsed',
  cancelled: 'enroll.linkCancelled',
  expired: 'enroll.linkExpired',
  invalid: 'enroll.linkInvalid',
} as const;

export async function EnrollPage({ locale, token }: { locale: Locale; token?: string }) {
  const [t, texts, invite] = await Promise.all([
    getTranslations({ locale, namespace: 'Studio.auth' }),
    ceremonyTexts(locale),
    getDatabase().then(({ db }) => checkInvite(db, token, new Date())),
  ]);
  const refusal = invite.state === 'valid' ? undefined : refusalKey[invite.state];
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <DeskHeading title={t('enroll.heading')} intro={t('enroll.intro')} />
      <Card>
        <CardContent className="grid gap-4">
          {!refusal ? (
            <EnrollForm
              locale={locale}
              token={token ?? ''}
              texts={{
                ...texts,
                nameLabel: t('enroll.nameLabel'),
                nameHint: t('enroll.nameHint'),
                submit: t('enroll.submit'),
                working: t('enroll.working'),
                done: t('enroll.done'),
              }}
            />
          ) : (
            <>
              <p role="alert" className="font-medium">
                {t(refusal, { minutes: INVITE_LIFETIME_MINUTES })}
              </p>
              <Link
                href={deskPath.signIn}
                className={`${buttonVariants({ variant: 'outline' })} w-full sm:w-fit`}
              >
                {t('enroll.toSignIn')}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
