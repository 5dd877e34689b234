import { getTranslations } from 'next-intl/server';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { deskFrameWidth, deskNavLabels } from './desk-nav';
import { DeskPhoneNav } from './desk-phone-nav';
import { SignOutButton } from './sign-out-button';

// Signed out: only the name and preferences. Signed in: below 1024 px, the screens in a foot bar.
export async function DeskHeader({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Studio.shell' });
  const signOut = {
    label: t('signOut'),
    failedText: t('signOutFailed'),
    signInHref: localizedPath(locale, deskPath.signIn),
  };
  return (
    <header className="border-b border-border bg-background">
      <div
        className={`mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6 ${deskFrameWidth(signedIn)}`}
      >
        <Link
          href={deskPath.today}
          aria-label={t('homeLabel')}
          className="flex items-center gap-3 rounded-md"
        >
          <Logo />
          <span className="badge hidden border-border text-muted-foreground sm:inline-flex">
            {t('title')}
          </span>
        </Link>
        <div className="flex items-center gap-2" role="group" aria-label={t('preferences')}>
          <LanguageToggle label={t('switchLanguage')} />
          <ThemeToggle toDarkLabel={t('themeToDark')} toLightLabel={t('themeToLight')} />
          {signedIn && (
            <div className="hidden lg:block">
              <SignOutButton texts={signOut} />
            </div>
          )}
        </div>
      </div>
      {signedIn && (
        <DeskPhoneNav
          texts={{
            navLabel: t('navLabel'),
            labels: deskNavLabels(t),
            more: t('more'),
            currentIn: t.raw('currentIn') as string,
            close: t('closeMore'),
            signOut,
          }}
        />
      )}
    </header>
  );
}
