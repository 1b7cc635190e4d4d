/** The programs teaser on the home page (spec section 3). */
export interface ProgramTeaser {
  title: string;
  duration: string;
  level: string;
  description: string;
  skills: readonly string[];
}

export const programTeasers: readonly ProgramTeaser[] = [
  {
    title: 'Programming Bootcamp',
    duration: '12 weeks',
    level: 'Beginner to Advanced',
    description:
      'Full-stack web development from the first line of HTML to a deployed React and Node.js application.',
    skills: ['JavaScript', 'React', 'Node.js', 'MongoDB'],
  },
  {
    title: 'Mobile Development',
    duration: '10 weeks',
    level: 'Intermediate',
    description:
      'Android and iOS apps with React Native, published to the stores by the end of the course.',
    skills: ['React Native', 'Expo', 'Firebase', 'App publishing'],
  },
  {
    title: 'Internship Program',
    duration: '3-6 months',
    level: 'All levels',
    description:
      'Work on real client projects alongside our engineers, with a mentor, code reviews and a certificate of experience.',
    skills: ['Team workflow', 'Git', 'Code review', 'Client delivery'],
  },
];
