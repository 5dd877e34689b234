import { getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/toaster';

export async function SiteToaster() {
  const t = await getTranslations('Toast');
  // Radix fills in {hotkey} itself, so the placeholder is passed through untouched.
  return <Toaster closeLabel={t('close')} regionLabel={t('region', { hotkey: '{hotkey}' })} />;
}
