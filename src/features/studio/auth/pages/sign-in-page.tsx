import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { safeReturnPath } from '@/lib/desk-address';
import { DeskHeading } from '@/components/desk/desk-heading';
import { InviteRequestForm } from '../components/invite-request-form';
import { PasskeySignIn } from '../components/passkey-sign-in';
import {
  INVITE_LIFETIME_MINUTES,
  SESSION_IDLE_HOURS,
  SESSION_LIFETIME_DAYS,
} from '@/config/desk-limits';
import { currentDeskSession } from '@/server/desk/desk-page';
import { env } from '@/server/env';
import { maskedAddress } from '../server/invite-email';
import { ceremonyTexts } from './ceremony-texts';

export async function SignInPage({ locale, next }: { locale: Locale; next?: string }) {
  const destination = safeReturnPath(next) ?? localizedPath(locale, deskPath.today);
  if (await currentDeskSession()) redirect(destination);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Studio.auth' }),
    ceremonyTexts(locale),
  ]);
  const minutes = INVITE_LIFETIME_MINUTES;
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <DeskHeading title={t('signIn.heading')} intro={t('signIn.intro')} />
      <Card>
        <CardContent className="grid gap-4">
          <PasskeySignIn
            locale={locale}
            next={destination}
            texts={{
              ...texts,
              cancelled: t('errors.noPasskey'),
              button: t('signIn.button'),
              working: t('signIn.working'),
              signedIn: t('signIn.signedIn'),
            }}
          />
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t('signIn.sessionNote', { days: SESSION_LIFETIME_DAYS, hours: SESSION_IDLE_HOURS })}
          </p>
        </CardContent>
      </Card>
      <Card id="add-passkey">
        <CardHeader>
          <h2 className="font-display text-xl font-semibold tracking-tight">
            {t('request.heading')}
          </h2>
          <CardDescription className="wrap-anywhere">
            {t('request.intro', { minutes, address: maskedAddress(env.STUDIO_NOTIFY_EMAIL) })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <InviteRequestForm
            locale={locale}
            texts={{
              failed: texts.failed,
              submit: t('request.submit'),
              sending: t('request.sending'),
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
