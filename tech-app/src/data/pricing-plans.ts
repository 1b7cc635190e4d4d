/** The pricing tabs and the twelve plans of the pricing page (spec section 3), prices in INR. */

export type PricingServiceId =
  'web-development' | 'ecommerce' | 'app-development' | 'seo-optimization' | 'cloud-services';

export interface PricingService {
  id: PricingServiceId;
  /** Tab label. */
  label: string;
}

export interface PricingPlan {
  /** Stable slug, carried to the contact form as /contact?plan={id}. */
  id: string;
  serviceId: PricingServiceId;
  title: string;
  /** Price as shown, with a trailing plus. */
  price: string;
  /** Starting price in rupees, for structured data. */
  priceValue: number;
  description: string;
  popular?: boolean;
  features: readonly string[];
}

export const DEFAULT_PRICING_SERVICE: PricingServiceId = 'web-development';

export const pricingServices: readonly PricingService[] = [
  { id: 'web-development', label: 'Web Development' },
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'app-development', label: 'App Development' },
  { id: 'seo-optimization', label: 'SEO Optimization' },
  { id: 'cloud-services', label: 'Cloud Services' },
];

export const pricingPlans: readonly PricingPlan[] = [
  {
    id: 'web-cms',
    serviceId: 'web-development',
    title: 'CMS Website',
    price: '₹9,999+',
    priceValue: 9999,
    description:
      'A WordPress business website your team can update without a developer, ready in about two weeks.',
    popular: true,
    features: [
      'Up to 8 pages on a premium theme tailored to your brand',
      'Mobile-friendly layout and contact form with WhatsApp button',
      'Google Business Profile and Search Console set-up',
      'One year of domain, hosting and SSL included',
      '30 days of free support after launch',
    ],
  },
  {
    id: 'web-basic',
    serviceId: 'web-development',
    title: 'Basic Website',
    price: '₹12,000+',
    priceValue: 12000,
    description:
      'A hand-coded, fast-loading site for shops, clinics and consultants who need a sharp first impression.',
    features: [
      'Up to 6 custom-designed pages',
      'Page speed tuned for mobile networks',
      'On-page SEO and structured data for local search',
      'Enquiry form delivered to your email',
      '30 days of free support after launch',
    ],
  },
  {
    id: 'web-professional',
    serviceId: 'web-development',
    title: 'Professional Website',
    price: '₹25,000+',
    priceValue: 25000,
    description:
      'A React or Next.js website with a blog, integrations and analytics for growing businesses.',
    popular: true,
    features: [
      'Up to 15 pages with a content-managed blog',
      'Custom design with two rounds of revisions',
      'Analytics, lead tracking and CRM integration',
      'Multilingual pages in English and Hindi on request',
      '60 days of free support after launch',
    ],
  },
  {
    id: 'web-custom',
    serviceId: 'web-development',
    title: 'Custom Web Application',
    price: '₹50,000+',
    priceValue: 50000,
    description:
      'Portals, dashboards and booking systems built around your workflow, planned in fixed-price milestones.',
    features: [
      'Discovery workshop and clickable prototype',
      'User accounts, roles and an admin panel',
      'Payment gateway and third-party API integrations',
      'Automated tests, backups and monitoring',
      '90 days of free support after launch',
    ],
  },
  {
    id: 'ecommerce-starter',
    serviceId: 'ecommerce',
    title: 'E-commerce Starter',
    price: '₹14,999+',
    priceValue: 14999,
    description:
      'An online store for up to 100 products with UPI and card payments, ready to take orders in three weeks.',
    features: [
      'Store on Shopify or WooCommerce with your branding',
      'Razorpay payments: UPI, cards and net banking',
      'Shipping rules and order notifications by email',
      'Product upload for up to 100 items',
      'Training session for your team',
    ],
  },
  {
    id: 'ecommerce-advanced',
    serviceId: 'ecommerce',
    title: 'E-commerce Advanced',
    price: '₹29,999+',
    priceValue: 29999,
    description:
      'A custom storefront with inventory sync, coupons and analytics for brands selling across India.',
    features: [
      'Custom storefront design with fast product search',
      'Inventory and order sync with your warehouse or ERP',
      'Coupons, reviews and abandoned-cart reminders',
      'Courier integration with live shipment tracking',
      'Sales dashboard and monthly performance report',
    ],
  },
  {
    id: 'app-starter',
    serviceId: 'app-development',
    title: 'Starter App',
    price: '₹14,999+',
    priceValue: 14999,
    description:
      'A cross-platform Android and iOS app for catalogues, bookings or loyalty, built from one codebase.',
    features: [
      'Up to 8 screens designed for your brand',
      'Android and iOS from one React Native codebase',
      'Push notifications and contact integration',
      'Play Store and App Store publishing support',
      '30 days of free support after release',
    ],
  },
  {
    id: 'app-business',
    serviceId: 'app-development',
    title: 'Business App',
    price: '₹29,999+',
    priceValue: 29999,
    description:
      'A full app with user accounts, payments and an admin dashboard for products that run your business.',
    features: [
      'User sign-up, profiles and secure log-in',
      'In-app payments with Razorpay',
      'Admin dashboard to manage users, orders and content',
      'Offline-first data sync and crash reporting',
      '60 days of free support after release',
    ],
  },
  {
    id: 'seo-local',
    serviceId: 'seo-optimization',
    title: 'Local SEO',
    price: '₹4,999+',
    priceValue: 4999,
    description:
      'A monthly plan that puts your business on the map for customers searching in Agra and nearby cities.',
    features: [
      'Google Business Profile optimisation and weekly posts',
      'Technical SEO audit and fixes in the first month',
      'Local citations in trusted Indian directories',
      'Keyword tracking for 20 local search terms',
      'Monthly report in plain language',
    ],
  },
  {
    id: 'seo-growth',
    serviceId: 'seo-optimization',
    title: 'Growth SEO',
    price: '₹12,999+',
    priceValue: 12999,
    description:
      'A monthly plan for businesses competing across India: content, links and technical SEO together.',
    features: [
      'Everything in Local SEO',
      'Four optimised blog articles every month',
      'Link building from relevant publications',
      'Keyword tracking for 75 search terms',
      'Quarterly strategy call with your SEO lead',
    ],
  },
  {
    id: 'cloud-setup',
    serviceId: 'cloud-services',
    title: 'Cloud Setup',
    price: '₹19,999+',
    priceValue: 19999,
    description:
      'Move your website or app to AWS, Azure or Google Cloud with a secure, documented set-up.',
    features: [
      'Architecture plan with a monthly cost estimate',
      'Migration with a zero-downtime cut-over plan',
      'CI/CD pipeline for automatic deployments',
      'Daily backups, SSL and firewall rules',
      'Runbook and handover session for your team',
    ],
  },
  {
    id: 'cloud-managed',
    serviceId: 'cloud-services',
    title: 'Managed Cloud',
    price: '₹49,999+',
    priceValue: 49999,
    description:
      'We run your cloud platform for you, with monitoring, security patches and cost reviews included.',
    features: [
      'Infrastructure as code with Terraform',
      'Kubernetes or container hosting for your apps',
      'Monitoring and alerts watched 24/7',
      'Monthly security patching and cost right-sizing',
      'Target of 99.9% uptime with a named engineer',
    ],
  },
];

export function plansForService(serviceId: PricingServiceId): readonly PricingPlan[] {
  return pricingPlans.filter((plan) => plan.serviceId === serviceId);
}

export function isPricingServiceId(value: string): value is PricingServiceId {
  return pricingServices.some((service) => service.id === value);
}
