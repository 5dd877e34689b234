import { linkedPagePath } from '@/config/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';

export const previewPath = (locale: Locale, token: string) =>
  localizedPath(locale, `${linkedPagePath.articlePreview}/${token}`);

export const previewFilesPath = (token: string) => `/api/blog/preview/${token}`;
