export interface TechStackItem {
  name: string;
  /** One or two letters drawn in the item's badge. */
  monogram: string;
}

/** The technologies in the scrolling strip under the hero. */
export const techStack: readonly TechStackItem[] = [
  { name: 'React', monogram: 'Re' },
  { name: 'Next.js', monogram: 'Nx' },
  { name: 'Node.js', monogram: 'No' },
  { name: 'TypeScript', monogram: 'TS' },
  { name: 'Python', monogram: 'Py' },
  { name: 'Django', monogram: 'Dj' },
  { name: '.NET', monogram: '.N' },
  { name: 'React Native', monogram: 'RN' },
  { name: 'Kotlin', monogram: 'Kt' },
  { name: 'Flutter', monogram: 'Fl' },
  { name: 'AWS', monogram: 'Aw' },
  { name: 'Docker', monogram: 'Dk' },
  { name: 'PostgreSQL', monogram: 'Pg' },
  { name: 'MongoDB', monogram: 'Mg' },
  { name: 'Tailwind CSS', monogram: 'Tw' },
  { name: 'Figma', monogram: 'Fg' },
];
