import type { SiteMode } from '@site/shared';

/** The announcement ticker at the top of home: five messages for businesses, two for learners. */
export const tickerMessagesByMode: Record<SiteMode, readonly string[]> = {
  tech: [
    'Business websites from ₹9,999: designed, built and launched by our Agra team',
    '99.9% uptime on the cloud servers we set up and manage for clients',
    'AI chatbots that answer your customers on WhatsApp and your website, day and night',
    'Free 30-minute project consultation for businesses in Agra, Bangalore and beyond',
    'Support available 24/7: every project comes with a named engineer you can call',
  ],
  education: [
    'New Full-Stack Web Development Bootcamp batch: 12 weeks, a live project from week one',
    'Internships in front-end, full-stack and UI/UX are open: apply and work on real client code',
  ],
};
