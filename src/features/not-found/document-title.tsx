'use client';

import { useEffect } from 'react';

/**
 * Next.js renders a 404 on the client from its error payload, whose head carries the layout's
 * default title; this restores the 404 title the server sent, so the tab says what the page is.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
