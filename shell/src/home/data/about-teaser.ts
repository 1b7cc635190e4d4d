import { pathTo } from '@site/shared';

/** The home page's about section; its claims come from the about page's data. */
export const aboutTeaser = {
  eyebrow: 'About us',
  heading: 'An IT studio and coding academy from Agra',
  paragraphs: [
    'BrajCode Technologies builds websites, mobile apps, AI tools and cloud systems for businesses from our offices in Agra and Bangalore, and teaches students to build them at BrajCode Academy.',
    'The same engineers do both. That keeps our client work current and our courses practical, and it gives our best students a path into real projects.',
  ],
  link: { label: 'Know More', to: pathTo('about') },
} as const;
