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
      className={cn('accordion-trigger', className)}
      {...props}
    >
      {children}
      <Icon name="chevron-down" className="accordion-chevron" />
    </summary>
  );
}

function AccordionContent({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="accordion-content" className={cn('accordion-content', className)} {...props}>
      {children}
    </div>
  );
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger };
