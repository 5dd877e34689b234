import { Badge } from '@/components/ui/badge';
import type { CategoryColor, CategoryDisplay } from '@/content/blog';
import { cn } from '@/lib/utils';

// Text on the plain card colour: a tinted fill would take amber and green below 4.5:1.
const tones: Record<CategoryColor, string> = {
  pink: 'border-brand-pink/50 text-brand-pink',
  indigo: 'border-brand-indigo/50 text-brand-indigo',
  amber: 'border-brand-amber/50 text-brand-amber',
  green: 'border-brand-green/50 text-brand-green',
};

export function CategoryBadge({
  category,
  onImage = false,
  className,
}: {
  category: CategoryDisplay;
  onImage?: boolean;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'px-3 py-1 text-xs font-semibold tracking-wide uppercase',
        onImage ? 'border-white/40 bg-black/40 text-white' : ['bg-card', tones[category.color]],
        className,
      )}
    >
      {category.name}
    </Badge>
  );
}
