import { Icon } from './icon';
import type { SocialNetwork } from './social-drawings';

export function ProfileLink({
  network,
  href,
  label,
  detail,
}: {
  network: SocialNetwork;
  href: string;
  label: string;
  detail: string;
}) {
  return (
    <a
      href={href}
      rel="me"
      className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 transition-colors hover:bg-muted"
    >
      <Icon name={network} className="size-5 shrink-0 text-brand-indigo" />
      <span className="min-w-0">
        <span className="block text-sm font-medium">{label}</span>
        <span className="block truncate text-xs text-muted-foreground">{detail}</span>
      </span>
    </a>
  );
}
