import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

/** The eight services of spec section 3 with their starting prices. */
const services = [
  { id: 'web-development', title: 'Web Development', price: '₹9,999', value: 9999 },
  { id: 'app-development', title: 'App Development', price: '₹14,999', value: 14999 },
  { id: 'ai-ml-services', title: 'AI & ML Services', price: '₹29,999', value: 29999 },
  { id: 'cloud-services', title: 'Cloud Services', price: '₹19,999', value: 19999 },
  { id: 'seo-optimization', title: 'SEO Optimization', price: '₹4,999', value: 4999 },
  { id: 'cybersecurity', title: 'Cybersecurity', price: '₹24,999', value: 24999 },
  { id: 'ui-ux-design', title: 'UI/UX Design', price: '₹7,999', value: 7999 },
  { id: 'digital-marketing', title: 'Digital Marketing', price: '₹4,999', value: 4999 },
];

type JsonLdItem = Record<string, unknown> & { '@type'?: string };

/** Every structured-data block of the page, parsed (a parse error fails the test). */
async function structuredData(page: Page): Promise<JsonLdItem[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): JsonLdItem[] => {
    const parsed = JSON.parse(text) as JsonLdItem | JsonLdItem[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

for (const service of services) {
  test(`${pathTo('serviceDetail', { id: service.id })} shows ${service.title} with its price, details and structured data`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(pathTo('serviceDetail', { id: service.id }));
    await expect(mainHeading(page)).toHaveText(`${service.title} in Agra, Uttar Pradesh`);
    await expect(page.getByTestId('service-price')).toHaveText(`Starting at ${service.price}`);
    for (const section of ['Key Features', 'Benefits', 'Service Overview', 'Tech Stack']) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    await expect(
      page.getByRole('list', { name: `${service.title} tech stack` }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: `How much does ${service.title} cost in Agra?` }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Do you offer ${service.title} to clients outside Agra?` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'All Services' })).toHaveAttribute(
      'href',
      pathTo('services'),
    );
    await expect(main.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      pathTo('contact'),
    );

    await expect(page).toHaveTitle(
      `${service.title} in Agra, Uttar Pradesh | From ${service.price} | BrajCode Technologies`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.brajcode.in/services/${service.id}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /in Agra, Uttar Pradesh/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );

    const data = await structuredData(page);
    const serviceData = data.find((item) => item['@type'] === 'Service');
    expect(serviceData).toMatchObject({
      serviceType: service.title,
      offers: { price: service.value, priceCurrency: 'INR' },
    });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
    const faq = data.find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(2);
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toContain(service.price);
    expect(errors).toEqual([]);
  });
}

test('an unknown service id shows Service Not Found, marked noindex, with ways back', async ({
  page,
}) => {
  await page.goto(pathTo('serviceDetail', { id: 'quantum-teleportation' }));
  await expect(mainHeading(page)).toHaveText('Service Not Found');
  const robots = page.locator('meta[name="robots"]');
  await expect(robots.last()).toHaveAttribute('content', /noindex/);
  for (const content of await robots.evaluateAll((tags) =>
    tags.map((tag) => tag.getAttribute('content')),
  )) {
    expect(content).toContain('noindex');
  }
  await expect(page).toHaveTitle(/^Service Not Found/);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL(pathTo('services'));
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('Service Not Found');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    pathTo('contact'),
  );
});

test('the services page keeps its metadata and LocalBusiness structured data', async ({ page }) => {
  await page.goto(pathTo('services'));
  await expect(mainHeading(page)).toHaveText('IT services that grow your business');
  await expect(page.getByTestId('service-card')).toHaveCount(8);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.brajcode.in/services',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    /web development Agra/,
  );
  const data = await structuredData(page);
  expect(data.find((item) => item['@type'] === 'LocalBusiness')).toMatchObject({
    name: 'BrajCode Technologies',
    address: { addressLocality: 'Agra' },
  });
  await page.getByRole('link', { name: 'Learn More about Cybersecurity' }).click();
  await expect(mainHeading(page)).toHaveText('Cybersecurity in Agra, Uttar Pradesh');
});
