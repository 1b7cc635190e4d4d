import type { FaqCategory } from '@site/shared';

/** Questions businesses ask about our plans; slug "pricing" is the URL hash anchor. */
export const pricingFaqCategories: readonly FaqCategory[] = [
  {
    category: 'Pricing & Payments',
    slug: 'pricing',
    icon: 'IndianRupee',
    items: [
      {
        q: 'Why are the prices shown with a plus sign?',
        a: 'Each price is the starting cost of a plan, for example ₹9,999+ for a CMS website. The final quote depends on the number of pages, integrations and content you need, and we confirm it in writing before any work starts.',
      },
      {
        q: 'How do payments work for a project?',
        a: 'Website and app projects are billed in milestones: 40% to begin, 40% when you approve the design or beta, and 20% at launch. SEO and managed cloud plans are billed monthly. We accept UPI, bank transfer and cards.',
      },
      {
        q: 'Are domain, hosting and maintenance included?',
        a: 'The CMS Website plan includes one year of domain, hosting and SSL. Every plan comes with free support after launch, from 30 to 90 days depending on the plan. After that, maintenance is optional and quoted per month.',
      },
      {
        q: 'Can I upgrade to a bigger plan later?',
        a: 'Yes. Everything we build is designed to grow, so a Basic Website can become a Professional Website and a Starter App can gain payments and an admin dashboard. You only pay the difference for the new work.',
      },
      {
        q: 'Do you offer custom quotes for work that does not fit a plan?',
        a: 'Yes. Choose Get Started on the closest plan or send us a message with your requirements, and we will reply within 24 hours with a fixed-price proposal and a timeline.',
      },
    ],
  },
];
