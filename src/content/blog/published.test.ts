import { describe, expect, it } from 'vitest';
import { launchArticles } from '../../../tests/support/launch-articles';
import {
  loadedArticles,
  onArticlesChange,
  publishedArticles,
  setPublishedArticles,
} from './published';

describe('the published articles of a process', () => {
  it('are the newest set handed over, each with a higher version, and tell listeners of a change', async () => {
    const [first, ...rest] = launchArticles();
    const before = await publishedArticles();
    const heard: number[] = [];
    const stop = onArticlesChange((set) => heard.push(set.version));
    const fewer = setPublishedArticles(rest);
    expect(fewer.version).toBe(before.version + 1);
    expect(await publishedArticles()).toBe(fewer);
    expect(loadedArticles()).toBe(fewer);
    // The same articles again change nothing, not even the version.
    expect(setPublishedArticles(rest)).toBe(fewer);
    const back = setPublishedArticles([first!, ...rest]);
    expect((await publishedArticles()).articles.map((article) => article.id)).toEqual(
      launchArticles().map((article) => article.id),
    );
    expect(heard).toEqual([fewer.version, back.version]);
    stop();
  });
});
