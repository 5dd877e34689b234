// Without tailwind-merge, for first-load components: never join two classes for one property.
export { clsx as cx } from 'clsx';
