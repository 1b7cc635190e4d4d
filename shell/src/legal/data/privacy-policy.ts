import { brand, pathTo } from '@site/shared';
import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  heading: 'Privacy Policy',
  path: pathTo('privacyPolicy'),
  metaTitle: `Privacy Policy | ${brand.name}`,
  metaDescription:
    'What personal information BrajCode Technologies collects through its website and forms, how it is used and protected, and how to contact us about it.',
  intro: `${brand.name} ("we", "us") runs this website for our IT services and for ${brand.academyName}. This policy explains what we collect when you use the site or send us a form, why we collect it, and the choices you have. It follows the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      id: 'information-collection',
      heading: 'Information We Collect',
      paragraphs: [
        'The site has no accounts and no sign-in. We only receive personal information that you choose to send us, and a few technical details your browser shares with every website.',
      ],
      list: [
        'Contact and enquiry forms: your name, email address, subject and message.',
        'Career applications: your name, email, phone number, LinkedIn or portfolio link, cover letter and the CV you upload.',
        'Internship applications: your name, email, phone number, LinkedIn profile and your reasons for applying.',
        'Newsletter: your email address.',
        'Technical details: your approximate country, worked out from your IP address to preselect the phone country code on the careers form, and anonymous feedback on our FAQ answers.',
        'Your browser stores your theme choice (light or dark) and whether you closed the contact popup; these stay on your device and are not sent to us.',
      ],
    },
    {
      id: 'use-of-data',
      heading: 'How We Use Your Data',
      list: [
        'To answer your enquiry or prepare the quote you asked for.',
        'To assess a job or internship application and contact you about it.',
        'To send the newsletter you subscribed to; every issue has an unsubscribe link.',
        'To keep the site secure, for example by limiting repeated form submissions.',
        'To improve our pages and FAQ answers, using aggregated, anonymous figures.',
      ],
      paragraphs: [
        'We do not sell or rent your personal information, and we do not use it for advertising profiles. We share it only with the hosting and email providers that run our systems on our behalf, or when Indian law requires us to.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'Forms are sent over encrypted HTTPS connections. Submissions are stored in a database that only our staff can reach, and uploaded CVs are checked by their content before they are kept.',
        'We keep enquiries for up to 24 months and applications for up to 12 months after the role or internship is filled, then delete them. No system is perfectly secure; if we ever learn of a breach that affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Choices and Rights',
      paragraphs: [
        'You can ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it. You can also withdraw your consent to the newsletter at any time. Write to us at the address below and we will reply within 30 days.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy when our services, our forms or the law change. The date at the top of this page shows when it last changed; significant changes will also be announced on the home page.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: ['Questions about your privacy or this policy are welcome by email:'],
      contacts: [
        { label: 'Privacy questions and data requests', email: brand.email },
        { label: 'Grievances and support', email: brand.supportEmail },
      ],
    },
  ],
};
