import { site } from '@/config/site';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="0.5" stopColor="#4338ca" />
          <stop offset="1" stopColor="#be185d" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="7" fill="url(#logo-gradient)" />
      <ellipse
        cx="16"
        cy="16"
        rx="14"
        ry="5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        transform="rotate(-28 16 16)"
      />
      <circle cx="27.2" cy="10.4" r="1.8" fill="currentColor" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-xl font-semibold tracking-tight">{site.shortName}</span>
    </span>
  );
}
