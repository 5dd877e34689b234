import { cva } from 'class-variance-authority';

// Apart from Button, without tailwind-merge: className must not repeat a property the variant sets.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'bg-signature text-white shadow-soft hover:shadow-lifted hover:brightness-110',
      secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
      outline:
        'border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
      ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
      link: 'rounded-md text-primary underline-offset-4 hover:underline',
      destructive: 'bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90',
    },
    size: {
      sm: 'h-9 px-4 text-sm',
      default: 'h-11 px-6 text-sm',
      lg: 'h-12 px-8 text-base',
      icon: 'size-11',
    },
  },
  defaultVariants: {
    variant: 'default',
    size: 'default',
  },
});
