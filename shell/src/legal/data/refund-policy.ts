import { brand, pathTo } from '@site/shared';
import type { LegalDocument } from './legal-document';

/** Spec section 9: the refund rules, all of them. */
export const refundPolicy: LegalDocument = {
  heading: 'Refund Policy',
  path: pathTo('refundPolicy'),
  metaTitle: `Refund Policy | ${brand.name}`,
  metaDescription:
    'When BrajCode Academy course fees can be refunded: within 5 days of purchase, no more than 10% completed, no certificate issued, refunded in 5-7 business days.',
  intro: `We want every learner at ${brand.academyName} to be happy with the course they chose. If a course is not right for you, this policy explains when you can get your money back and how.`,
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility for a Refund',
      paragraphs: ['A course fee is refunded in full when all of these conditions are met:'],
      list: [
        'You request the refund within 5 days of purchase.',
        'You have completed no more than 10% of the course.',
        'No certificate has been issued for the course.',
        'You provide proof of purchase, such as the payment receipt or transaction ID.',
      ],
    },
    {
      id: 'non-refundable',
      heading: 'What Cannot Be Refunded',
      list: [
        'Downloadable resources, such as e-books, source-code packs and recorded sessions you have downloaded.',
        'Bundled offers, where a course was bought together with other courses or resources at a combined price.',
        'Purchases where the account or course access was used in violation of our Terms of Service, for example by sharing access or recordings.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to Request a Refund',
      paragraphs: [
        `Email ${brand.supportEmail} from the address you enrolled with. Include your full name, the course name, the date of purchase and your proof of purchase. We confirm receipt within 24 hours and tell you whether the request is approved.`,
      ],
    },
    {
      id: 'processing',
      heading: 'Processing Time',
      paragraphs: [
        'Approved refunds are processed in 5-7 business days and refunded to the original payment method (the same card, UPI account or bank account you paid from). Your bank may take a little longer to show the credit.',
      ],
    },
    {
      id: 'services',
      heading: 'IT Services Projects',
      paragraphs: [
        'Payments for website, app and other IT services projects follow the milestones in the proposal you signed with us, not this policy. If you are unhappy with a project, please contact us and we will work it out with you.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: ['For refunds and any other question about your purchase:'],
      contacts: [
        { label: 'Refund requests and course support', email: brand.supportEmail },
        { label: 'Everything else', email: brand.email },
      ],
    },
  ],
};
