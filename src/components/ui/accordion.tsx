import type { ComponentProps } from 'react';
import { Icon } from '@/components/icons/icon';
import { cn } from '@/lib/utils';

// Native <details>: no client script, and the browser supplies keyboard handling and state.
function Accordion(props: ComponentProps<'div'>) {
  return <div data-slot="accordion" {...props} />;
}

interface AccordionItemProps extends ComponentProps<'details'> {
  name: string;
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
