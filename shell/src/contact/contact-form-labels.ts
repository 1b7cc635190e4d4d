import type { ContactFormLabels } from './contact-form';

/** Field labels of the /contact page form. */
export const contactPageLabels: ContactFormLabels = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** Field labels of the timed popup, where the subject is optional. */
export const contactPopupLabels: ContactFormLabels = {
  name: 'Full Name',
  email: 'Email',
  subject: 'Subject (optional)',
  message: 'Message',
};

/** Field labels of the enquiry widget, where the subject is required. */
export const enquiryWidgetLabels: ContactFormLabels = {
  name: 'Full Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};
