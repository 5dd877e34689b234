import type { Messages } from '@/i18n/messages';

/** The dashboard's interface copy in the page's language, handed down from the server page. */
export type SeoDashboardText = Messages['SeoDashboard']['client'];
