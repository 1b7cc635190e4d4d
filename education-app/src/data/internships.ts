import type { Opportunity } from './opportunity';

/** The three internships (spec section 3). */
export const internships: readonly Opportunity[] = [
  {
    id: 'frontend-internship',
    title: 'Front-End Development Internship',
    duration: '3 months',
    type: 'Remote',
    description:
      'Build responsive React interfaces for live client websites from wherever you study. You pick up tickets from our sprint board, open pull requests and get every line reviewed by a senior developer.',
    requirements: [
      'Comfortable with HTML, CSS and modern JavaScript',
      'Has built at least one small project in React',
      'Knows the basics of Git: commit, branch, push',
      'Can join a 30-minute video stand-up on weekdays',
    ],
    image: {
      artwork: 'browser',
      description: 'A browser window with a page layout and a code panel',
    },
  },
  {
    id: 'fullstack-internship',
    title: 'Full-Stack Development Internship',
    duration: '6 months',
    type: 'On-site',
    description:
      'Work at our Agra office alongside the delivery team on MERN and Django projects, from the database schema to the deployed feature. By the end you will have shipped code that real customers use.',
    requirements: [
      'Knows one back-end language: JavaScript (Node.js) or Python',
      'Understands REST APIs and basic SQL or MongoDB queries',
      'Can work from our Agra office five days a week',
      'Final-year student or recent graduate',
    ],
    image: {
      artwork: 'stack',
      description: 'Stacked layers of a web application: interface, API and database',
    },
  },
  {
    id: 'uiux-internship',
    title: 'UI/UX Design Internship',
    duration: '3 months',
    type: 'Remote',
    description:
      'Research users, sketch flows and turn them into Figma prototypes for client apps and websites. You present your designs to clients with our lead designer and hand them over to developers.',
    requirements: [
      'A portfolio with at least two design projects, student work included',
      'Working knowledge of Figma',
      'Understands layout, typography and colour contrast',
      'Clear written English for design notes',
    ],
    image: {
      artwork: 'wireframe',
      description: 'A phone wireframe beside colour swatches and a pen',
    },
  },
];
