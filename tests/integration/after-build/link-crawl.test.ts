import { expect, inject, it } from 'vitest';
import { locales, localized, sitePages } from '../../../e2e/support/site';
import { crawlSite, formatProblems, sitemapPaths } from './support/site-crawl';

const server = inject('sharedServerUrl');

it('every page in both languages links only to pages, sections and images that exist', async () => {
  const startPaths = [
    ...new Set([
      ...(await sitemapPaths(server)),
      ...locales.flatMap((locale) => sitePages.map(({ path }) => localized(locale, path))),
    ]),
  ];
  const { pagesVisited, addressesChecked, fragmentsChecked, problems } = await crawlSite({
    origin: server,
    startPaths,
  });
  console.info(
    `${pagesVisited} pages visited, ${addressesChecked} addresses and ${fragmentsChecked} #fragment links checked`,
  );

  expect(
    problems.length,
    `${problems.length} broken links or anchors:\n${formatProblems(problems)}\n`,
  ).toBe(0);
  expect(pagesVisited).toBeGreaterThanOrEqual(startPaths.length);
  expect(fragmentsChecked).toBeGreaterThan(0);
});
