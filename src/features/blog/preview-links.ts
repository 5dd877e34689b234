import { linkedPagePath } from '@/config/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';

/** The private page showing a draft as visitors would see it. */
export const previewPath = (locale: Locale, token: string) =>
  localizedPath(locale, `${linkedPagePath.articlePreview}/${token}`);

/** Where a preview's pictures and PDF are drawn from the draft. */
export const previewFilesPath = (token: string) => `/api/blog/preview/${token}`;
