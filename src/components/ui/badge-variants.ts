import { cva, type VariantProps } from 'class-variance-authority';

// Apart from Badge so client components can style a label without shipping tailwind-merge.
export const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
      outline: 'border-border text-foreground',
    },
  },
  defaultVariants: {
    variant: 'default',
  },
});

export type BadgeVariant = VariantProps<typeof badgeVariants>['variant'];
