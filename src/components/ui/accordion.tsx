import type { ComponentProps } from 'react';
import { Icon } from '@/components/icons/icon';
import { cn } from '@/lib/utils';

/**
 * An accordion on the platform's own disclosure widget: items that share a `name` form an
 * exclusive group, so opening one closes the other, and an open item closes again on a second
 * press. It needs no client JavaScript, works before hydration, and the browser supplies the
 * keyboard handling and the expanded state that assistive technology announces.
 */
function Accordion(props: ComponentProps<'div'>) {
  return <div data-slot="accordion" {...props} />;
}

interface AccordionItemProps extends ComponentProps<'details'> {
  /** The group the item belongs to; one item per group is open at a time. */
  name: string;
  /** The item's key within the group (item-0, item-1, …). */
  value: string;
}

function AccordionItem({ className, value, ...props }: AccordionItemProps) {
  return (
    <details
      data-slot="accordion-item"
      data-value={value}
      className={cn('group/item border-b border-border last:border-b-0', className)}
      {...props}
    />
  );
}

function AccordionTrigger({ className, children, ...props }: ComponentProps<'summary'>) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium [&::-webkit-details-marker]:hidden',
        'hover:text-primary motion-safe:transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        className,
      )}
      {...props}
    >
      {children}
      <Icon
        name="chevron-down"
        className="size-4 shrink-0 text-muted-foreground group-open/item:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
      />
    </summary>
  );
}

function AccordionContent({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="accordion-content"
      className={cn(
        'pb-4 text-sm leading-relaxed text-muted-foreground starting:-translate-y-1 starting:opacity-0',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:ease-out',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger };
