export interface TeamMember {
  id: string;
  name: string;
  role: string;
  /** Accessible description of the drawn portrait. */
  photo: string;
  bio: string;
  quote: string;
  github: string;
  linkedin: string;
  /** Colours of the drawn avatar, as theme-independent fills. */
  avatar: { skin: string; hair: string; shirt: string; hairStyle: 'short' | 'long' };
}

/** The team section of /about: the two founders. */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 'aarav-sharma',
    name: 'Aarav Sharma',
    role: 'Founder and Lead Engineer',
    photo: 'Illustrated portrait of Aarav Sharma',
    bio: 'Aarav leads client projects at BrajCode: architecture, cloud setups and code review. He has built web platforms with React, Node.js and Python for exporters, clinics and startups, and teaches the Full-Stack Web Development Bootcamp.',
    quote: 'Good software is the kind a client stops thinking about, because it simply works.',
    github: 'https://github.com/aarav-brajcode',
    linkedin: 'https://www.linkedin.com/in/aarav-brajcode',
    avatar: { skin: '#c68a5e', hair: '#2b1d16', shirt: '#3b5bdb', hairStyle: 'short' },
  },
  {
    id: 'priya-verma',
    name: 'Priya Verma',
    role: 'Co-founder, Head of Academy and UI/UX Lead',
    photo: 'Illustrated portrait of Priya Verma',
    bio: 'Priya designs the interfaces of our client products and runs BrajCode Academy: syllabus, mentors, internships and hackathons. She teaches UI/UX and mobile development with React Native.',
    quote: 'Every student deserves one mentor who reads their code line by line.',
    github: 'https://github.com/priya-brajcode',
    linkedin: 'https://www.linkedin.com/in/priya-brajcode',
    avatar: { skin: '#d9a27a', hair: '#1f1410', shirt: '#0f766e', hairStyle: 'long' },
  },
];
