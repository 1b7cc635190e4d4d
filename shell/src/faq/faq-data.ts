import type { FaqCategory, SiteMode } from '@site/shared';

/** Questions businesses ask before hiring us (tech mode). Prices follow spec section 3. */
const techFaqCategories: FaqCategory[] = [
  {
    category: 'Tech Services',
    slug: 'tech-services',
    icon: 'CodeXml',
    items: [
      {
        q: 'Which services does BrajCode Technologies offer?',
        a: 'We design and build websites, web apps and mobile apps, and we deliver AI/ML solutions, cloud setup and migration, SEO, cybersecurity reviews, UI/UX design, digital marketing and e-commerce stores. One team in Agra and Bangalore handles the work from the first sketch to launch.',
      },
      {
        q: 'Do you only work with businesses in Agra?',
        a: 'No. Our offices are in Agra and Bangalore, and we work with clients anywhere in India and abroad. Calls, demos and reviews happen online, and you can always visit either office in person.',
      },
      {
        q: 'How long does a typical website project take?',
        a: 'A CMS website for a small business usually goes live in two to three weeks. Custom web applications and mobile apps take longer; we agree milestones with you before we start and show progress at every one of them.',
      },
      {
        q: 'Will I own the code and the content?',
        a: 'Yes. Once the final invoice is paid, the source code, designs and content we created for you are yours, and we hand over every account and password we set up for the project.',
      },
    ],
  },
  {
    category: 'Pricing & Payments',
    slug: 'pricing',
    icon: 'IndianRupee',
    items: [
      {
        q: 'How much does a website cost?',
        a: 'Our Web Development – CMS plan starts at ₹9,999, the basic plan at ₹12,000, the professional plan at ₹25,000 and fully custom builds at ₹50,000. The final price depends on the pages, features and integrations you need.',
      },
      {
        q: 'What do app development and SEO cost?',
        a: 'App development plans start at ₹14,999 and ₹29,999, SEO plans at ₹4,999 and ₹12,999, cloud services at ₹19,999 and ₹49,999, and e-commerce stores at ₹14,999 and ₹29,999. Every plan lists its features on the pricing page.',
      },
      {
        q: 'Can I get a quote for something that is not on the pricing page?',
        a: 'Yes. Tell us what you need through the contact form or “Get a Quote” and we send a written, itemised quote, usually within 24 hours.',
      },
    ],
  },
  {
    category: 'Support & Maintenance',
    slug: 'support',
    icon: 'LifeBuoy',
    items: [
      {
        q: 'Do you support the website after launch?',
        a: 'Yes. Every project includes a support period after launch for fixes and small changes, and you can continue with a maintenance plan for updates, backups and security patches.',
      },
      {
        q: 'How quickly do you respond to a support request?',
        a: 'Support is available 24 hours a day, 7 days a week for live issues. Other requests are answered within 24 hours, and our office phone is staffed Mon-Fri 9am to 6pm.',
      },
      {
        q: 'Can you take over a website another agency built?',
        a: 'Yes. We review the code, hosting and access first, tell you honestly what state it is in, and then propose a plan to maintain, fix or rebuild it.',
      },
    ],
  },
  {
    category: 'Local SEO in Agra',
    slug: 'local-seo',
    icon: 'MapPin',
    items: [
      {
        q: 'What is local SEO and why does my Agra business need it?',
        a: 'Local SEO makes your business show up when people nearby search for what you sell, for example “bakery near Sanjay Place”. It covers your Google Business Profile, local listings, reviews and pages written for your city.',
      },
      {
        q: 'How long before local SEO shows results?',
        a: 'Most businesses see better map and search visibility within two to three months. We share a monthly report with your rankings, calls and direction requests so you can see what changed.',
      },
      {
        q: 'Do you also help businesses outside Agra rank locally?',
        a: 'Yes. We run local SEO for businesses in Bangalore and other cities too; the work is the same, only the local listings, keywords and competitors change.',
      },
    ],
  },
];

/** Questions learners ask before joining a course or internship (education mode). */
const educationFaqCategories: FaqCategory[] = [
  {
    category: 'Courses & Education',
    slug: 'education',
    icon: 'GraduationCap',
    items: [
      {
        q: 'What is the difference between a course and a code class?',
        a: 'Courses are in-depth programmes such as the Full-Stack Web Development Bootcamp (₹39,999, 12 weeks). Code classes are shorter, lower-cost classes such as Python (₹2,999, 4 weeks) or computer basics (₹1,999, 4 weeks) for learners who want to start small.',
      },
      {
        q: 'Are classes online or in person?',
        a: 'Both. You can join batches at our Agra and Bangalore centres or attend live online, with recordings to catch up on a missed session.',
      },
      {
        q: 'Can I get a refund if the course is not right for me?',
        a: 'Yes, if you ask within 5 days of purchase and have completed no more than 10% of the course. Refunds go back to your original payment method within 5-7 business days; see the refund policy for details.',
      },
    ],
  },
  {
    category: 'Programming Basics',
    slug: 'programming-basics',
    icon: 'Terminal',
    items: [
      {
        q: 'I have never written code. Where should I start?',
        a: 'Start with Python or our computer basics class. Python reads almost like English, so you learn how programs think without fighting the syntax.',
      },
      {
        q: 'Do I need a powerful laptop?',
        a: 'No. Any laptop that runs a modern browser and a code editor is enough for the beginner classes; we help you install everything in the first session.',
      },
      {
        q: 'Which language should I learn first: C, Java or Python?',
        a: 'For most beginners Python is the quickest start. Choose C if your college syllabus needs it, and Java if you plan to build Android apps or work on large enterprise systems.',
      },
    ],
  },
  {
    category: 'Web Development',
    slug: 'web-development',
    icon: 'CodeXml',
    items: [
      {
        q: 'What will I build in the Full-Stack Web Development Bootcamp?',
        a: 'You build and deploy complete web applications: responsive front ends in React, APIs and databases on the server, and one capstone project you can show to employers.',
      },
      {
        q: 'Do I need to know HTML and CSS before joining?',
        a: 'It helps but is not required. The first weeks cover HTML, CSS and JavaScript, and our free tutorials on the Coding page let you get a head start.',
      },
      {
        q: 'Which course should I take after the bootcamp?',
        a: 'Advanced React & State Management (8 weeks) deepens your front-end skills, while Backend Web Development with Python (Flask & Django, 6 weeks) strengthens the server side.',
      },
    ],
  },
  {
    category: 'Data Structures & Algorithms',
    slug: 'dsa',
    icon: 'Binary',
    items: [
      {
        q: 'Why should I learn data structures and algorithms?',
        a: 'Most technical interviews test them, and they teach you to write code that stays fast as data grows. They are the difference between a program that works and one that works at scale.',
      },
      {
        q: 'Which language do you use to teach DSA?',
        a: 'We teach in C++ and Java, the two languages most interviewers accept; the ideas carry over to any language you choose later.',
      },
      {
        q: 'How do I practise problem solving?',
        a: 'Every topic on our Coding page ends with practice questions, and our hackathons give you timed problems to solve alongside other learners.',
      },
    ],
  },
  {
    category: 'Career Support',
    slug: 'career-support',
    icon: 'Briefcase',
    items: [
      {
        q: 'Do you help with placements?',
        a: 'Yes. 98% of our learners receive placement support: resume reviews, mock interviews and referrals to companies we work with.',
      },
      {
        q: 'What internships do you offer?',
        a: 'A 3-month front-end internship, a 6-month on-site full-stack internship and a 3-month remote UI/UX internship, all on real client projects with a mentor.',
      },
      {
        q: 'Will I get a certificate?',
        a: 'Yes. You receive a certificate when you complete a course or internship, and interns also get a letter describing the projects they worked on.',
      },
    ],
  },
];

/** The FAQ shown on the home, contact and pricing pages, by audience mode. */
export const faqCategoriesByMode: Record<SiteMode, FaqCategory[]> = {
  tech: techFaqCategories,
  education: educationFaqCategories,
};
