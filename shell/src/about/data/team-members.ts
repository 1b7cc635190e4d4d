export interface TeamMember {
  id: string;
  name: string;
  role: string;
  /** Accessible description of the illustrated portrait. */
  photo: string;
  bio: string;
  quote: string;
  github: string;
  linkedin: string;
  /** Colours of the illustrated portrait, as theme-independent fills. */
  avatar: {
    skin: string;
    skinShade: string;
    hair: string;
    hairShine: string;
    top: string;
    topShade: string;
    /** The colour field behind the figure, top left to bottom right. */
    field: string;
    fieldDeep: string;
    hairStyle: 'short' | 'long';
  };
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
    avatar: {
      skin: '#c98d63',
      skinShade: '#a8714c',
      hair: '#231915',
      hairShine: '#4a382f',
      top: '#1e293b',
      topShade: '#0f172a',
      field: '#a5b4fc',
      fieldDeep: '#4f46e5',
      hairStyle: 'short',
    },
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
    avatar: {
      skin: '#d6a07a',
      skinShade: '#b7825f',
      hair: '#1c1310',
      hairShine: '#3d2c25',
      top: '#0f766e',
      topShade: '#115e59',
      field: '#99f6e4',
      fieldDeep: '#0d9488',
      hairStyle: 'long',
    },
  },
];
