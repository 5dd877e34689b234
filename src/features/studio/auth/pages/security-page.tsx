import { getTranslations } from 'next-intl/server';
import { studioTimeZone } from '@/config/site';
import { formatMoment } from '@/lib/dates';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskSection } from '@/components/desk/desk-section';
import { PasskeyList } from '../components/passkey-list';
import { SessionList } from '../components/session-list';
import { SESSION_IDLE_HOURS, SESSION_LIFETIME_DAYS } from '@/config/desk-limits';
import { listActivity } from '@/features/studio/auth/server/activity-log-repository';
import { describeDevice } from '../server/devices';
import { listPasskeys } from '@/features/studio/auth/server/passkeys-repository';
import type { DeskSession } from '@/server/desk/session-repository';
import { listActiveSessions } from '@/features/studio/auth/server/sessions-repository';
import { ActivityLog } from './activity-log';
import { activitySubjects } from '../server/activity-subjects';
import { ceremonyTexts } from './ceremony-texts';

export async function SecurityPage({
  locale,
  session,
  page,
  added,
}: {
  locale: Locale;
  session: DeskSession;
  page: number;
  added?: string;
}) {
  const now = new Date();
  const { db } = await getDatabase();
  const [t, texts, passkeys, sessions, activity] = await Promise.all([
    getTranslations({ locale, namespace: 'Studio.security' }),
    ceremonyTexts(locale),
    listPasskeys(db),
    listActiveSessions(db, now),
    listActivity(db, page),
  ]);
  const subjects = await activitySubjects(db, activity.entries, locale);
  const when = (date: Date) => formatMoment(date, locale, studioTimeZone);
  const justAdded = passkeys.find(
    (passkey) => passkey.id === added && passkey.id === session.passkeyId,
  );
  const device = (userAgent: string) => {
    const described = describeDevice(userAgent);
    return described ? t('sessions.device', described) : t('sessions.unknownDevice');
  };

  return (
    <>
      <DeskHeading title={t('heading')} intro={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DeskSection id="passkeys" title={t('passkeys.heading')} intro={t('passkeys.intro')}>
          {justAdded && (
            <p
              role="status"
              className="mb-4 rounded-lg bg-accent p-3 text-sm wrap-anywhere text-accent-foreground"
            >
              {t('passkeys.addedNotice', { name: justAdded.name })}
            </p>
          )}
          <PasskeyList
            locale={locale}
            passkeys={passkeys.map((passkey) => ({
              id: passkey.id,
              name: passkey.name,
              details: [
                t('passkeys.added', { date: when(passkey.createdAt) }),
                passkey.lastUsedAt
                  ? t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) })
                  : t('passkeys.neverUsed'),
              ],
              synced: passkey.backedUp,
              current: passkey.id === session.passkeyId,
            }))}
            texts={{
              ...texts,
              add: t('passkeys.add'),
              rename: t('passkeys.rename'),
              renameLabel: t.raw('passkeys.renameLabel') as string,
              save: t('passkeys.save'),
              cancel: t('passkeys.cancel'),
              renamed: t.raw('passkeys.renamed') as string,
              revoke: t('passkeys.revoke'),
              revokeConfirm: t.raw('passkeys.revokeConfirm') as string,
              revoked: t.raw('passkeys.revoked') as string,
              synced: t('passkeys.synced'),
              thisSession: t('passkeys.thisSession'),
            }}
          />
        </DeskSection>
        <DeskSection
          id="sessions"
          title={t('sessions.heading')}
          intro={t('sessions.intro', { hours: SESSION_IDLE_HOURS, days: SESSION_LIFETIME_DAYS })}
        >
          <SessionList
            locale={locale}
            sessions={sessions.map((active) => ({
              id: active.id,
              device: device(active.userAgent),
              details: [
                t('sessions.passkey', { name: active.passkeyName }),
                t('sessions.started', { date: when(active.createdAt) }),
                t('sessions.lastSeen', { date: when(active.lastSeenAt) }),
              ],
              current: active.id === session.id,
            }))}
            texts={{
              current: t('sessions.current'),
              signOut: t('sessions.signOut'),
              signedOut: t('sessions.signedOut'),
              signOutEverywhere: t('sessions.signOutEverywhere'),
              signOutEverywhereConfirm: t('sessions.signOutEverywhereConfirm'),
              cancel: t('passkeys.cancel'),
              failed: texts.failed,
            }}
          />
        </DeskSection>
      </div>
      <div className="mt-6">
        <DeskSection id="activity" title={t('activity.heading')} intro={t('activity.intro')}>
          <ActivityLog
            locale={locale}
            page={page}
            {...activity}
            subjects={subjects}
            describeDevice={device}
            when={when}
          />
        </DeskSection>
      </div>
    </>
  );
}
