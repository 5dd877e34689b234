/**
 * Joins class names without resolving Tailwind conflicts. Client components on a page's first load
 * use it rather than `cn`, which keeps tailwind-merge out of the browser; whatever they join must not
 * hold two classes for the same property.
 */
export { clsx as cx } from 'clsx';
