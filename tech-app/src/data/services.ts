/** The eight services the company sells, with starting prices in INR (spec section 3). */
export type ServiceIcon =
  'globe' | 'smartphone' | 'brain' | 'cloud' | 'search' | 'shield' | 'palette' | 'megaphone';

export interface Service {
  id: string;
  icon: ServiceIcon;
  title: string;
  description: string;
  features: readonly string[];
  benefits: readonly string[];
  techStack: readonly string[];
  /** Starting price as shown. */
  price: string;
  /** Starting price in rupees, for structured data. */
  priceValue: number;
  details: string;
  /** Accessible description of the service illustration. */
  image: string;
}

export const services: readonly Service[] = [
  {
    id: 'web-development',
    icon: 'globe',
    title: 'Web Development',
    description:
      'Fast, secure business websites and web applications built with React, Next.js and Node.js, ready for search engines from day one.',
    features: [
      'Responsive design that works on every phone, tablet and desktop',
      'Content management so your team can edit pages without a developer',
      'On-page SEO, structured data and Core Web Vitals tuning',
      'Contact forms, WhatsApp chat and enquiry tracking',
      'Hosting, SSL and domain set-up included',
    ],
    benefits: [
      'Win more enquiries from local search in Agra and beyond',
      'Pages that load in under two seconds on mobile networks',
      'A codebase you own, documented and handed over in full',
    ],
    techStack: ['React', 'Next.js', 'Node.js', 'TypeScript', 'Tailwind CSS', 'PostgreSQL'],
    price: '₹9,999',
    priceValue: 9999,
    details:
      'Every project starts with a short discovery call in which we map your customers, competitors and goals. We then design a page structure and wireframes, build the site in weekly increments you can review on a live preview link, and launch with analytics, backups and a 30-day support window. Typical business websites go live in two to four weeks; custom web applications are planned in milestones with fixed prices.',
    image: 'A browser window showing a responsive business website layout',
  },
  {
    id: 'app-development',
    icon: 'smartphone',
    title: 'App Development',
    description:
      'Android and iOS apps from a single React Native or Flutter codebase, from booking apps for local businesses to full marketplace products.',
    features: [
      'Cross-platform apps for Android and iOS',
      'Push notifications, payments and maps integration',
      'Offline-first data sync for patchy networks',
      'Admin dashboard to manage users and content',
      'Play Store and App Store publishing support',
    ],
    benefits: [
      'One codebase, two stores: lower cost and faster updates',
      'Crash reporting and analytics from the first release',
      'Apps designed for Indian users, languages and payment habits',
    ],
    techStack: ['React Native', 'Flutter', 'Kotlin', 'Firebase', 'Node.js', 'Razorpay'],
    price: '₹14,999',
    priceValue: 14999,
    details:
      'We begin with clickable prototypes so you can test the app on your own phone before a line of production code is written. Development runs in two-week sprints with test builds delivered through internal testing tracks. After launch we monitor crashes and reviews and ship fixes quickly, with optional monthly maintenance plans.',
    image: 'Two smartphones showing a booking app and a payment screen',
  },
  {
    id: 'ai-ml-services',
    icon: 'brain',
    title: 'AI & ML Services',
    description:
      'Chatbots, document automation and prediction models that save your team hours every week, built on your own data with privacy in mind.',
    features: [
      'Customer-support chatbots trained on your FAQs and documents',
      'Invoice, form and ID document data extraction',
      'Sales and demand forecasting models',
      'Recommendation engines for e-commerce catalogues',
      'Dashboards that explain what the model is doing',
    ],
    benefits: [
      'Automate repetitive work and answer customers around the clock',
      'Decisions backed by your own historical data',
      'Data stays in your cloud account, under your control',
    ],
    techStack: ['Python', 'PyTorch', 'scikit-learn', 'LangChain', 'FastAPI', 'PostgreSQL'],
    price: '₹29,999',
    priceValue: 29999,
    details:
      'An AI project starts with a two-week proof of concept on a sample of your data, with a clear accuracy target agreed up front. If the proof of concept meets the target, we harden it into a production service with monitoring, retraining schedules and a simple interface for your staff.',
    image: 'A neural network diagram connected to a chat window',
  },
  {
    id: 'cloud-services',
    icon: 'cloud',
    title: 'Cloud Services',
    description:
      'Migration, hosting and DevOps on AWS, Azure and Google Cloud, with monitoring and cost control so your systems stay fast and affordable.',
    features: [
      'Cloud migration with zero-downtime cut-over plans',
      'CI/CD pipelines for automatic testing and deployment',
      'Infrastructure as code with Terraform',
      'Monitoring, alerting and daily backups',
      'Monthly cost reviews and right-sizing',
    ],
    benefits: [
      '99.9% uptime targets',
      'Lower monthly cloud bills',
      'Security patches applied on schedule',
    ],
    techStack: ['AWS', 'Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform'],
    price: '₹19,999',
    priceValue: 19999,
    details:
      'We audit your current hosting, propose a target architecture with a monthly cost estimate, and migrate in stages with a rollback plan at every step. After migration we hand over runbooks and dashboards, or run the platform for you under a support plan.',
    image: 'Servers connected to a cloud with upload arrows',
  },
  {
    id: 'seo-optimization',
    icon: 'search',
    title: 'SEO Optimization',
    description:
      'Local and national SEO that puts your business in front of customers searching on Google, with monthly reports you can actually read.',
    features: [
      'Technical SEO audit and fixes',
      'Google Business Profile optimisation for Agra and nearby cities',
      'Keyword research and content planning',
      'Link building from relevant Indian directories and publications',
      'Monthly ranking and traffic reports',
    ],
    benefits: [
      'More calls and visits from local searches',
      'Traffic that keeps coming without paying per click',
      'Clear reporting on what changed and why',
    ],
    techStack: [
      'Google Search Console',
      'Google Analytics 4',
      'Ahrefs',
      'Screaming Frog',
      'Schema.org',
    ],
    price: '₹4,999',
    priceValue: 4999,
    details:
      'The first month focuses on fixing technical problems and claiming local listings. From the second month we publish content and earn links against a keyword plan agreed with you. Rankings usually move within eight to twelve weeks for local terms.',
    image: 'A magnifying glass over a search results page with a rising chart',
  },
  {
    id: 'cybersecurity',
    icon: 'shield',
    title: 'Cybersecurity',
    description:
      'Security audits, penetration testing and hardening for websites, apps and office networks, with fixes explained in plain language.',
    features: [
      'Web and mobile application penetration testing',
      'Server and network hardening',
      'Security headers, SSL and firewall configuration',
      'Staff phishing-awareness sessions',
      'Incident response support',
    ],
    benefits: [
      'Find weaknesses before attackers do',
      'Meet customer and compliance security requirements',
      'Protect customer data and your reputation',
    ],
    techStack: ['OWASP ZAP', 'Burp Suite', 'Nmap', 'Cloudflare', 'Linux', 'Wazuh'],
    price: '₹24,999',
    priceValue: 24999,
    details:
      'An engagement starts with an agreed scope and rules of engagement. We test, then deliver a report ranking each finding by risk with step-by-step fixes, and re-test once the fixes are in place so you have evidence that the problems are closed.',
    image: 'A shield with a padlock in front of a server rack',
  },
  {
    id: 'ui-ux-design',
    icon: 'palette',
    title: 'UI/UX Design',
    description:
      'Research-led interface design for websites and apps: wireframes, clickable prototypes and design systems your developers will love.',
    features: [
      'User research and competitor reviews',
      'Wireframes and clickable Figma prototypes',
      'Design systems with reusable components',
      'Accessibility reviews against WCAG 2.2',
      'Usability testing with real users',
    ],
    benefits: [
      'Fewer changes during development',
      'Interfaces that convert visitors into customers',
      'A consistent brand across every screen',
    ],
    techStack: ['Figma', 'FigJam', 'Adobe Illustrator', 'Maze', 'Storybook'],
    price: '₹7,999',
    priceValue: 7999,
    details:
      'We interview a handful of your customers, map their journeys, and turn the findings into wireframes. Once the flow is right we apply visual design and deliver a component library with every state documented, ready for your developers or ours.',
    image: 'A design canvas with wireframes, colour swatches and a cursor',
  },
  {
    id: 'digital-marketing',
    icon: 'megaphone',
    title: 'Digital Marketing',
    description:
      'Social media, Google Ads and content marketing campaigns that bring measurable leads, planned around your budget and season.',
    features: [
      'Google Ads and Meta Ads campaign management',
      'Social media calendars and post design',
      'Landing pages built for conversions',
      'Email and WhatsApp marketing automation',
      'Lead tracking and monthly ROI reports',
    ],
    benefits: [
      'Predictable lead flow you can scale up or down',
      'Every rupee tracked to an enquiry or sale',
      'Creative made for your audience in Hindi and English',
    ],
    techStack: ['Google Ads', 'Meta Business Suite', 'Canva', 'Mailchimp', 'Google Tag Manager'],
    price: '₹4,999',
    priceValue: 4999,
    details:
      'We start with a one-month pilot on a small budget to find the channels and messages that work for your business, then scale the winners. You get a shared dashboard with spend, leads and cost per lead, updated daily.',
    image: 'A megaphone with social media icons and a growth chart',
  },
];

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}
