import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { setPublishedArticles } from '@/content/blog/published';
import { launchArticles } from './launch-articles';

// What a server reads from the database at start: the six launch articles, as migrated. A test
// of other articles sets its own.
setPublishedArticles(launchArticles());

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
