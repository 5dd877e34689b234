import type { Messages } from '@/i18n/messages';

export type SeoDashboardText = Messages['SeoDashboard']['client'];
