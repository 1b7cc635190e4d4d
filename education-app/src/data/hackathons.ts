import type { Opportunity } from './opportunity';

/** The three hackathons (spec section 3): 48 hours, 3 hours and 2 hours. */
export const hackathons: readonly Opportunity[] = [
  {
    id: 'build-for-agra-hackathon',
    title: 'Build for Agra: 48-Hour Hackathon',
    duration: '48 hours',
    type: 'Remote',
    description:
      'Teams of two to four build a working product for a real problem of a local business, such as bookings for a guest house or stock tracking for a handicraft shop. Mentors from our team are online throughout, and the best three teams win paid internships.',
    requirements: [
      'A team of two to four (solo entrants are matched into teams)',
      'A laptop and a stable internet connection',
      'Any language or framework you like',
      'A public Git repository and a two-minute demo video at the end',
    ],
    image: { artwork: 'trophy', description: 'A trophy with a code bracket on it' },
  },
  {
    id: 'code-rush-contest',
    title: 'Code Rush: DSA Contest',
    duration: '3 hours',
    type: 'On-site',
    description:
      'Six algorithm problems, from warm-up to hard, solved at our Agra lab on a live leaderboard. A proven way to get ready for campus placement tests, with a solution walkthrough after the contest.',
    requirements: [
      'Individual participation',
      'Comfortable in C++, Java or Python',
      'Knows arrays, strings, sorting and recursion',
      'Bring a college or government ID for entry',
    ],
    image: { artwork: 'stopwatch', description: 'A stopwatch next to a leaderboard' },
  },
  {
    id: 'web-design-sprint',
    title: 'Web Design Sprint',
    duration: '2 hours',
    type: 'Online',
    description:
      'Recreate a landing page from a design brief using only HTML and CSS, then make it work on phones. Judged on accuracy, responsiveness and accessibility; every entrant gets written feedback.',
    requirements: [
      'Individual participation',
      'Knows HTML and CSS, including Flexbox or Grid',
      'A free CodePen or GitHub account to submit your page',
    ],
    image: { artwork: 'globe', description: 'A globe behind a responsive web page on two screens' },
  },
];
