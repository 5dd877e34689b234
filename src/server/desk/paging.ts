import { LIST_PAGE_SIZE } from '@/config/desk-limits';

export interface Paged<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

// One row beyond the page says whether another page follows.
export const pageWindow = (page: number) => ({
  limit: LIST_PAGE_SIZE + 1,
  offset: (page - 1) * LIST_PAGE_SIZE,
});

export function paged<T>(rows: T[], page: number): Paged<T> {
  return { items: rows.slice(0, LIST_PAGE_SIZE), page, hasMore: rows.length > LIST_PAGE_SIZE };
}

// `%` and `_` typed in a search are meant literally.
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
