import type { JobOpeningCode } from '@site/shared/schemas/career-application-rules';

/** The five open positions of the careers page (spec section 3), in the order listed. */
export interface JobOpening {
  /** Sent to the API as the application's position. */
  code: JobOpeningCode;
  title: string;
  location: string;
  type: string;
  /** Kept with the opening; the list itself shows only title, location and type. */
  description: string;
}

export const jobOpenings: readonly JobOpening[] = [
  {
    code: 'web_dev',
    title: 'Senior Frontend Developer (React)',
    location: 'Remote / Agra, UP',
    type: 'Full-time',
    description:
      'Lead the front end of client websites and web apps built with React, Next.js and TypeScript. You will turn designs into accessible, fast interfaces, review pull requests and mentor two junior developers.',
  },
  {
    code: 'full_stack',
    title: 'Full-Stack Developer (MERN)',
    location: 'Agra, UP',
    type: 'Full-time',
    description:
      'Build features end to end with MongoDB, Express, React and Node.js, from database design to deployment. You will work directly with clients in Agra to turn their requirements into working software.',
  },
  {
    code: 'backend',
    title: 'Backend Developer (Node.js/Python)',
    location: 'Agra, UP',
    type: 'Full-time',
    description:
      'Design and run the APIs behind our web and mobile projects with Node.js, Django or FastAPI and PostgreSQL. You will own performance, security and the automated tests of the services you build.',
  },
  {
    code: 'marketing',
    title: 'Digital Marketing Specialist',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Plan and run SEO, Google Ads and social media campaigns for our clients and for our own academy. You will report results every month in numbers a business owner understands.',
  },
  {
    code: 'lead_scraper_dev',
    title: 'Lead Developer & Web Scraper Specialist',
    location: 'Remote / Agra, UP',
    type: 'Full-time',
    description:
      "Lead a small team building data pipelines that collect, clean and deliver public web data with Python, Playwright and Scrapy, respecting each site's terms and rate limits.",
  },
];
