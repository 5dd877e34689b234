import { dialog as bookingDialog, waitForBookingHost } from './booking-support';
import { expect, test } from './support/fixtures';
import {
  absolute,
  bookingEventCount,
  locales,
  localized,
  recordBookingEvents,
  serviceSlugs,
  type Locale,
} from './support/site';
import { oneWidthPerLanguage } from './support/widths';

type ServiceSlug = (typeof serviceSlugs)[number];

interface PageCopy {
  headline: string;
  primary: string;
  secondary: string;
  closing: string;
}

interface ServicePageExpectations {
  /** Ids of the page's sections, top to bottom; the hero's second button leads to the first `target`. */
  sectionIds: string[];
  target: string;
  copy: Record<Locale, PageCopy>;
  /** Names and figures the English page must show (the decorative cards included). */
  englishTexts: string[];
}

const expected: Record<ServiceSlug, ServicePageExpectations> = {
  'custom-ai-agents': {
    sectionIds: ['features', 'use-cases'],
    target: 'features',
    copy: {
      en: {
        headline: 'AI Agents Built Around Your Business',
        primary: 'Build Your AI Agent',
        secondary: 'See Features',
        closing: 'Start Your Agent Pilot',
      },
      es: {
        headline: 'Agentes de IA hechos a la medida de su empresa',
        primary: 'Cree su agente de IA',
        secondary: 'Ver funciones',
        closing: 'Inicie su piloto',
      },
    },
    englishTexts: ['0.5 s', '24/7', '90%', 'Typical result'],
  },
  'lead-generation': {
    sectionIds: ['process', 'features'],
    target: 'process',
    copy: {
      en: {
        headline: 'Every Lead Answered, Scored and Routed in Minutes',
        primary: 'Start Qualifying Leads',
        secondary: 'See the Process',
        closing: 'Map Your Lead Pipeline',
      },
      es: {
        headline: 'Cada prospecto atendido, calificado y asignado en minutos',
        primary: 'Califique sus prospectos',
        secondary: 'Ver el proceso',
        closing: 'Analice su embudo de ventas',
      },
    },
    englishTexts: ['Capture', 'Qualify', 'Score', 'Route', '< 5 min'],
  },
  'ai-automations': {
    sectionIds: ['automations', 'roi'],
    target: 'automations',
    copy: {
      en: {
        headline: 'Hand the Busywork to Workflows That Never Forget',
        primary: 'Automate My Workflows',
        secondary: 'See Automations',
        closing: 'Book a Workflow Review',
      },
      es: {
        headline: 'Deje el trabajo repetitivo a flujos que nunca olvidan',
        primary: 'Automatice sus procesos',
        secondary: 'Ver automatizaciones',
        closing: 'Reserve una revisión de procesos',
      },
    },
    englishTexts: [
      '15 hours saved per week',
      '20 hours saved per week',
      '10 hours saved per week',
      '8 hours saved per week',
      '40 hrs/week',
      '$2,000',
      'per week',
      '3 months',
    ],
  },
  'ai-marketing': {
    sectionIds: ['solutions'],
    target: 'solutions',
    copy: {
      en: {
        headline: 'Marketing That Keeps Up With Your Business',
        primary: 'Plan My Campaign',
        secondary: 'See Solutions',
        closing: 'Book a Marketing Session',
      },
      es: {
        headline: 'Un marketing que sigue el ritmo de su negocio',
        primary: 'Planifique su campaña',
        secondary: 'Ver soluciones',
        closing: 'Reserve una sesión de marketing',
      },
    },
    englishTexts: ['Brand voice guide', 'Weekly performance notes'],
  },
  'ai-training': {
    sectionIds: ['programs'],
    target: 'programs',
    copy: {
      en: {
        headline: 'Empower Your Team with AI Literacy',
        primary: 'Start Team Training',
        secondary: 'View Programs',
        closing: 'Schedule Team Training',
      },
      es: {
        headline: 'Impulse a su equipo con alfabetización en IA',
        primary: 'Capacite a su equipo',
        secondary: 'Ver programas',
        closing: 'Programe la capacitación',
      },
    },
    englishTexts: [
      '300%',
      'AI adoption',
      '95%',
      'satisfaction',
      'Fundamentals',
      'Complete',
      'Prompt Engineering',
      '75%',
      'Governance',
      '50%',
      'AI Fundamentals',
      '2-day workshop',
      'Prompt Engineering Mastery',
      '1-day intensive',
      'AI Governance & Ethics',
      'Half-day session',
      'Industry-Specific AI Applications',
      'Custom program',
    ],
  },
  'ai-customer-service': {
    sectionIds: ['features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Never Miss Another Customer Call',
        primary: 'Get 24/7 AI Support',
        secondary: 'See Features',
        closing: 'Start AI Customer Service',
      },
      es: {
        headline: 'No vuelva a perder la llamada de un cliente',
        primary: 'Obtenga soporte 24/7 con IA',
        secondary: 'Ver funciones',
        closing: 'Active la atención con IA',
      },
    },
    englishTexts: [
      '24/7',
      'faster response',
      'cost savings',
      'active calls',
      'leads qualified',
      'meetings booked',
      '127',
      'calls handled today',
      '24/7 Voice AI',
      'Appointment Booking',
      'calendar integration',
      'Lead Qualification',
      'Multi-language Support',
    ],
  },
  'website-design': {
    sectionIds: ['process', 'features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Websites That Convert Visitors Into Customers',
        primary: 'Get Your Website',
        secondary: 'View Features',
        closing: 'Start Your Website Project',
      },
      es: {
        headline: 'Sitios web que convierten visitas en clientes',
        primary: 'Obtenga su sitio web',
        secondary: 'Ver características',
        closing: 'Inicie su proyecto web',
      },
    },
    englishTexts: [
      '45%',
      'higher conversions',
      'Under 3 s',
      'mobile optimized',
      '3.8s',
      '7.2%',
      '88',
      '89',
      'Brief',
      'Test and launch',
      'Conversion-Focused Design',
      'Fast Performance',
      'Mobile-First Responsive',
      'SEO Optimized',
    ],
  },
  'app-development': {
    sectionIds: ['features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Apps That Solve Real Problems',
        primary: 'Start Your App',
        secondary: 'See Features',
        closing: 'Start Your App Project',
      },
      es: {
        headline: 'Aplicaciones que resuelven problemas reales',
        primary: 'Cree su aplicación',
        secondary: 'Ver funciones',
        closing: 'Inicie su proyecto de app',
      },
    },
    englishTexts: [
      'custom built',
      'iOS + Android',
      '4.8',
      '1.2s',
      '30-day retention',
      '0.1%',
      'User-Centric Design',
      'High Performance',
      'Enterprise Security',
      'Scalable Architecture',
    ],
  },
};

const path = (locale: Locale, slug: ServiceSlug) => localized(locale, `/services/${slug}`);

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };
const hasType = (node: JsonLdNode, type: string) =>
  Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type;

for (const locale of locales) {
  for (const slug of serviceSlugs) {
    test(`${slug} (${locale}): headline, buttons and sections`, async ({ page }) => {
      const { copy, sectionIds, target, englishTexts } = expected[slug];
      await page.goto(path(locale, slug));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy[locale].headline);
      await expect(
        main.getByRole('button', { name: copy[locale].primary, exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole('link', { name: copy[locale].secondary, exact: true }),
      ).toHaveAttribute('href', `#${target}`);
      await expect(
        main.getByRole('button', { name: copy[locale].closing, exact: true }),
      ).toBeAttached();
      expect(
        await main.locator('section[id]').evaluateAll((nodes) => nodes.map((node) => node.id)),
      ).toEqual(sectionIds);
      // Every section after the hero is named by its heading.
      for (const section of (await main.locator('section').all()).slice(1)) {
        await expect(section).toHaveAttribute('aria-labelledby', /.+/);
      }
      if (locale === 'en') {
        for (const text of englishTexts) await expect(main).toContainText(text);
      }
    });
  }
}

for (const locale of locales) {
  for (const slug of serviceSlugs) {
    test(
      `${slug} (${locale}): the hero and closing buttons open the booking dialog; the second hero button glides to its section`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        const { copy, target } = expected[slug];
        await page.addInitScript(recordBookingEvents);
        await page.goto(path(locale, slug));
        await waitForBookingHost(page);
        const main = page.getByRole('main');

        await main.getByRole('button', { name: copy[locale].primary, exact: true }).click();
        await expect.poll(() => bookingEventCount(page)).toBe(1);
        // The dialog's code is fetched on its first opening, which a busy machine makes slow.
        await expect(bookingDialog(page)).toBeVisible({ timeout: 15_000 });
        await page.keyboard.press('Escape');
        await expect(bookingDialog(page)).toBeHidden();

        await main.getByRole('link', { name: copy[locale].secondary, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${target}$`));
        await expect
          .poll(() =>
            page.locator(`#${target}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          )
          .toBe(64);

        await main.getByRole('button', { name: copy[locale].closing, exact: true }).click();
        await expect.poll(() => bookingEventCount(page)).toBe(2);
        await expect(bookingDialog(page)).toBeVisible();
      },
    );
  }
}

test('a service page opens at the top when reached from the bottom of another page', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'AI Training', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/ai-training$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    expected['ai-training'].copy.en.headline,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown service gets the 404 screen in the page’s language', async ({ page }) => {
    const response = await page.goto('/es/services/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('each service page describes its Service, offered by the studio, with a breadcrumb', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const slug of serviceSlugs) {
      const html = await (await request.get(path(locale, slug))).text();
      const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .flatMap((match) => JSON.parse(match[1]!) as unknown)
        .flat() as JsonLdNode[];
      const organization = nodes.find((node) => hasType(node, 'Organization'));
      const service = nodes.find((node) => hasType(node, 'Service'));
      expect(service, `${locale} ${slug}`).toMatchObject({
        url: absolute(locale, `/services/${slug}`),
        provider: { '@id': organization?.['@id'] },
        areaServed: expect.arrayContaining(['US']),
        serviceType: expect.any(String),
      });
      const webPage = nodes.find((node) => node.url === absolute(locale, `/services/${slug}`));
      expect(webPage?.breadcrumb).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, item: absolute(locale, '/') },
          { position: 2, item: absolute(locale, `/services/${slug}`) },
        ],
      });
    }
  }
});
