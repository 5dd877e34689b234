// Apart from Input so a client component can style a field without shipping tailwind-merge.
export const inputBaseClassName = [
  'flex w-full min-w-0 rounded-lg border border-muted-foreground/70 bg-card px-4 py-2 text-base text-foreground md:text-sm',
  'selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground',
  'motion-safe:transition-[color,border-color,box-shadow]',
  'file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
].join(' ');
