import { getTranslations } from 'next-intl/server';
import { ToasterHost } from './toaster-host';

export async function SiteToaster() {
  const t = await getTranslations('Toast');
  // Radix fills in {hotkey} itself, so the placeholder is passed through untouched.
  return <ToasterHost closeLabel={t('close')} regionLabel={t('region', { hotkey: '{hotkey}' })} />;
}
