/** A "What Makes us Different" card: the front shows title, subtitle and status; details hold the rest. */
export interface WhyUsCard {
  id: string;
  title: string;
  subtitle: string;
  workstatus: string;
  funfact: string;
  description: string;
}

export const whyUsCards: readonly WhyUsCard[] = [
  {
    id: 'weekly-demos',
    title: 'Weekly Demos',
    subtitle: 'Working software every Friday',
    workstatus: 'On every active project',
    funfact: 'Clients have approved whole features from a Friday demo call on their phone.',
    description:
      'We build in one-week sprints and show you the working result at the end of each one, so you steer the project while it is cheap to change course.',
  },
  {
    id: 'engineers-who-teach',
    title: 'Engineers Who Teach',
    subtitle: 'The studio and the academy share one team',
    workstatus: 'Mentors ship client code every month',
    funfact: 'Our course projects are modelled on problems we solved for paying clients.',
    description:
      'The people who write your code also run our classrooms. Teaching keeps them sharp, and our best students join client projects as interns.',
  },
  {
    id: 'local-and-global',
    title: 'Local Roots, Global Standards',
    subtitle: 'Teams in Agra and Bangalore',
    workstatus: 'Serving clients across India',
    funfact:
      'Agra clients can meet us at our Sanjay Place office, a short walk from the main market.',
    description:
      'You get a team that understands local businesses and customers, working to the same code-review, security and accessibility standards as product companies.',
  },
  {
    id: 'support-that-answers',
    title: 'Support That Answers',
    subtitle: 'Available 24/7, seven days a week',
    workstatus: 'Reply within 24 hours, always',
    funfact: 'Most messages to our support desk are answered on the same day.',
    description:
      'Every site and app we launch has a named engineer behind it. Outages, content changes and small fixes reach a person, not a ticket queue.',
  },
  {
    id: 'rupee-pricing',
    title: 'Clear Rupee Pricing',
    subtitle: 'Websites from ₹9,999',
    workstatus: 'Quote fixed before work starts',
    funfact: 'Our ₹9,999+ CMS website is the plan small businesses pick most often.',
    description:
      'Plans are priced in rupees with the features listed. Anything outside the quote is agreed with you in writing before we start on it.',
  },
  {
    id: 'code-you-own',
    title: 'Code You Own',
    subtitle: 'React, Node.js, Python and the cloud',
    workstatus: 'Handed over with every launch',
    funfact:
      'Every project is delivered with its Git repository, credentials and a handover guide.',
    description:
      'We use mainstream, well-supported technology and hand over everything, so you are never locked in and any developer can continue the work.',
  },
];
