// For first-load client components: keeps tailwind-merge out of the browser, so whatever they join
// must not hold two classes for the same property.
export { clsx as cx } from 'clsx';
