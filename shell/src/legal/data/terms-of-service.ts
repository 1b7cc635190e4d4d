import { brand, pathTo } from '@site/shared';
import type { LegalDocument } from './legal-document';

export const termsOfService: LegalDocument = {
  heading: 'Terms of Service',
  path: pathTo('termsOfService'),
  metaTitle: `Terms of Service | ${brand.name}`,
  metaDescription:
    'The terms for using the BrajCode Technologies website, its content, IT services enquiries and BrajCode Academy courses, under the laws of India.',
  intro: `These terms apply to everyone who uses this website, which is run by ${brand.name}, ${brand.address.street}, ${brand.address.locality}, ${brand.address.region} ${brand.address.postalCode}, India. Please read them before using the site, sending an enquiry or buying a course.`,
  sections: [
    {
      id: 'terms',
      heading: 'Terms',
      paragraphs: [
        'By using this website you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site. You must be at least 18 years old, or have the consent of a parent or guardian, to buy a course or apply for an internship.',
        'Project work for businesses is governed by the written proposal or agreement we sign with each client. Where that agreement differs from these terms, the agreement applies.',
      ],
    },
    {
      id: 'use-licence',
      heading: 'Use Licence',
      paragraphs: [
        'We grant you a personal, non-transferable licence to view the pages, tutorials and course material on this site for your own learning or to evaluate our services. Under this licence you may not:',
      ],
      list: [
        'copy, resell or republish our course material, tutorials, videos or code samples;',
        'share paid course access or recordings with people who have not enrolled;',
        'use the site or its forms to send spam, malware or misleading information;',
        'try to break into, overload or scrape the site or the systems behind it;',
        'remove copyright or other notices from any material.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'The content of this site is provided for general information and learning. Prices shown as "from" or with a trailing plus are starting prices; the final price of a project is the one in your written quote.',
        'Courses, internships and placement support improve your chances of finding work, but we do not guarantee a job, a salary or exam results. The site is provided "as is", without warranties of any kind, to the extent the law allows.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Limitations',
      paragraphs: [
        `${brand.name} is not liable for indirect or consequential losses, such as lost profits or data, that arise from using or being unable to use this website. Where we are liable, our total liability is limited to the amount you paid us for the course or service concerned.`,
        'Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at ${brand.address.locality}, ${brand.address.region}. We always try to resolve a concern by talking to you first, so please write to us before taking any other step.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may revise these terms from time to time. The version on this page, with the date shown above, is the one that applies when you use the site.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: ['Questions about these terms can be sent to:'],
      contacts: [
        { label: 'General and legal questions', email: brand.email },
        { label: 'Course and account support', email: brand.supportEmail },
      ],
    },
  ],
};
