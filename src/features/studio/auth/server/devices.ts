import 'server-only';
import Bowser from 'bowser';

export function describeDevice(userAgent: string): { browser: string; os: string } | undefined {
  if (!userAgent) return undefined;
  const { browser, os } = Bowser.parse(userAgent);
  return browser.name && os.name ? { browser: browser.name, os: os.name } : undefined;
}
