import { Icon } from '@/components/icons/icon';
import { accentClasses } from '@/features/home/accent';
import { cn } from '@/lib/utils';
import { visualCardClass, type VisualProps } from './types';

export function ChatCard({ visual, accent }: VisualProps<'chat'>) {
  return (
    <div className={visualCardClass}>
      <div className="flex items-center gap-3 border-b border-border pb-4">
        <span className="flex size-9 items-center justify-center rounded-full bg-signature text-white">
          <Icon name="bot" className="size-5" />
        </span>
        <p className="text-sm font-semibold">{visual.title}</p>
        <span className="ml-auto size-2 rounded-full bg-brand-green" />
      </div>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed">
        {visual.messages.map(({ from, text }) => (
          <li
            key={text}
            className={cn(
              'w-fit max-w-[85%] rounded-2xl px-4 py-2.5',
              from === 'agent'
                ? 'rounded-bl-sm bg-muted'
                : 'ml-auto rounded-br-sm bg-primary text-primary-foreground',
            )}
          >
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-center gap-2 rounded-xl border border-border px-3 py-2 text-xs font-medium">
        <Icon name="calendar-check" className={cn('size-4 shrink-0', accentClasses[accent].text)} />
        {visual.outcome}
      </p>
    </div>
  );
}
