import { ContactForm } from '../contact/contact-form';
import { enquiryWidgetLabels } from '../contact/contact-form-labels';

/** The form of the "Ask Your Query" panel, loaded when the panel first opens. */
export default function EnquiryWidgetForm() {
  return (
    <ContactForm
      idPrefix="widget"
      labels={enquiryWidgetLabels}
      subjectRequired
      submitLabel="Start Chat"
      messageClassName="min-h-[100px]"
      className="gap-3 overflow-y-auto p-4"
    />
  );
}
