import { pathTo } from '@site/shared';

/** The three case studies of the portfolio (spec section 3). */
export type PortfolioIllustration = 'storefront' | 'satellite' | 'corporate';

export interface PortfolioProject {
  /** URL segment of the case study: /portfolio/{id}. */
  id: string;
  title: string;
  client: string;
  description: string;
  /** Which inline illustration the project shows. */
  illustration: PortfolioIllustration;
  /** Accessible description of the illustration. */
  image: string;
  stack: readonly string[];
  /** Public demo of the delivered site, when the client allows one. */
  liveUrl?: string;
  caseStudy: string;
  challenges: readonly string[];
  solutions: readonly string[];
  results: readonly string[];
}

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 's2lib',
    title: 'S2Lib E-commerce Platform',
    client: 'S2Lib Retail',
    description:
      'A multi-vendor online bookstore and stationery shop with UPI payments, order tracking and an inventory dashboard for a growing retailer from Agra.',
    illustration: 'storefront',
    image: 'An online store page with a product grid, a cart and a payment confirmation',
    stack: ['React', 'Node.js', 'Express', 'MongoDB', 'Razorpay', 'AWS'],
    liveUrl: 'https://s2lib.brajcode.in',
    caseStudy: pathTo('portfolioDetail', { id: 's2lib' }),
    challenges: [
      'Orders were taken over WhatsApp and phone calls, with stock kept in spreadsheets',
      'Customers in smaller towns often had slow mobile connections',
      'Three vendors needed to manage their own products without seeing each other’s sales',
    ],
    solutions: [
      'A React storefront with server-side rendering and compressed images for fast loads on 3G',
      'Vendor accounts with their own catalogue, orders and payout reports',
      'Razorpay checkout with UPI, cards and cash on delivery, and SMS order updates',
    ],
    results: [
      'More than 1,200 online orders in the first three months',
      'Product pages load in under two seconds on mobile',
      'Stock errors fell to almost zero after the spreadsheet was retired',
    ],
  },
  {
    id: 'UTS',
    title: 'UTS Satellite Communication Services',
    client: 'UTS',
    description:
      'A service website for a satellite-communication provider, explaining VSAT, maritime and remote-site connectivity and capturing qualified enquiries from enterprises.',
    illustration: 'satellite',
    image: 'A satellite in orbit above the globe, linked to a ground station',
    stack: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Headless CMS', 'Vercel'],
    caseStudy: pathTo('portfolioDetail', { id: 'UTS' }),
    challenges: [
      'Highly technical services that buyers found hard to compare',
      'Enquiries arrived without the details the sales team needed to quote',
      'The old site was slow and ranked poorly for its core services',
    ],
    solutions: [
      'Service pages written around customer use cases, with coverage maps and plain-language specifications',
      'A guided enquiry form that asks for site location, bandwidth and timeline',
      'A statically generated Next.js site with structured data for every service',
    ],
    results: [
      'Qualified enquiries doubled within two months of launch',
      'Lighthouse performance score rose from 41 to 97',
      'First-page Google rankings for four core service keywords',
    ],
  },
  {
    id: 'corporate',
    title: 'Corporate Technology Website',
    client: 'IT consulting firm, Bangalore (name under NDA)',
    description:
      'A corporate website for an IT consulting firm, presenting its services, case studies and careers, with a content system its marketing team runs on its own.',
    illustration: 'corporate',
    image: 'A corporate website with a hero banner, service cards and a growth chart',
    stack: ['React', 'Vite', 'Tailwind CSS', 'Strapi', 'PostgreSQL', 'Docker'],
    liveUrl: 'https://corporate.brajcode.in',
    caseStudy: pathTo('portfolioDetail', { id: 'corporate' }),
    challenges: [
      'An outdated brand presence that did not match the firm’s enterprise clients',
      'Every text change needed a developer',
      'Job openings were posted only on third-party portals',
    ],
    solutions: [
      'A new design system with accessible colours and reusable page sections',
      'Strapi as a headless CMS so the marketing team edits pages, case studies and openings',
      'A careers section with an application form that sends resumes straight to HR',
    ],
    results: [
      'The marketing team now publishes updates the same day without developer help',
      'Direct job applications replaced most paid portal listings',
      'Average time on site increased by 65%',
    ],
  },
];

/**
 * Case-study ids match exactly, as the composed pages' file names do: /portfolio/uts is served
 * as the section's not-found page, and stays it once the code runs.
 */
export function findPortfolioProject(id: string | undefined): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.id === id);
}
