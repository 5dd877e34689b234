import { expect, test } from './support/fixtures';
import { crawlSite, formatProblems, sitemapPaths } from './support/link-crawl';
import { locales, localized, sitePages } from './support/site';

test('every page in both languages links only to pages, sections and images that exist', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);

  const startPaths = [
    ...new Set([
      ...(await sitemapPaths(request)),
      ...locales.flatMap((locale) => sitePages.map(({ path }) => localized(locale, path))),
    ]),
  ];
  const { pagesVisited, addressesChecked, fragmentsChecked, problems } = await crawlSite({
    page,
    request,
    origin: new URL(baseURL!).origin,
    startPaths,
  });
  testInfo.annotations.push({
    type: 'crawl',
    description: `${pagesVisited} pages visited, ${addressesChecked} addresses and ${fragmentsChecked} #fragment links checked`,
  });

  expect(
    problems.length,
    `${problems.length} broken links or anchors:\n${formatProblems(problems)}\n`,
  ).toBe(0);
  expect(pagesVisited).toBeGreaterThanOrEqual(startPaths.length);
  expect(fragmentsChecked).toBeGreaterThan(0);
});
