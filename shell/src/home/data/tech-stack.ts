import {
  siDjango,
  siDocker,
  siDotnet,
  siFigma,
  siFlutter,
  siGooglecloud,
  siKotlin,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siTailwindcss,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons';

export interface TechStackItem {
  name: string;
  /**
   * The technology's mark from Simple Icons (CC0; each brand's own guidelines apply: the marks
   * are shown unaltered, in one colour, beside the name). Each is imported by name, so the
   * bundle holds these marks only.
   */
  icon: Pick<SimpleIcon, 'path' | 'slug'>;
}

/** The technologies in the scrolling strip under the hero. */
export const techStack: readonly TechStackItem[] = [
  { name: 'React', icon: siReact },
  { name: 'Next.js', icon: siNextdotjs },
  { name: 'Node.js', icon: siNodedotjs },
  { name: 'TypeScript', icon: siTypescript },
  { name: 'Python', icon: siPython },
  { name: 'Django', icon: siDjango },
  { name: '.NET', icon: siDotnet },
  // React Native's mark is React's.
  { name: 'React Native', icon: siReact },
  { name: 'Kotlin', icon: siKotlin },
  { name: 'Flutter', icon: siFlutter },
  { name: 'Google Cloud', icon: siGooglecloud },
  { name: 'Docker', icon: siDocker },
  { name: 'PostgreSQL', icon: siPostgresql },
  { name: 'MongoDB', icon: siMongodb },
  { name: 'Tailwind CSS', icon: siTailwindcss },
  { name: 'Figma', icon: siFigma },
];
