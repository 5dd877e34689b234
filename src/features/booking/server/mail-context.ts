import { env } from '@/server/env';

export interface MailContext {
  siteUrl: string;
  studioEmail: string;
  meetingUrl?: string;
}

export function mailContext({ siteUrl, studioEmail, meetingUrl }: Partial<MailContext> = {}) {
  return {
    siteUrl: siteUrl ?? env.SITE_URL,
    studioEmail: studioEmail ?? env.STUDIO_NOTIFY_EMAIL,
    meetingUrl: meetingUrl ?? env.STUDIO_MEETING_URL,
  } satisfies MailContext;
}
