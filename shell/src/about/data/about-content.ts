import { Eye, Target, type LucideIcon } from 'lucide-react';

export interface Statement {
  id: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

export const aboutIntro =
  'BrajCode Technologies is an IT services company and coding academy in Agra, Uttar Pradesh, with a second team in Bangalore. We build websites, apps, AI tools and cloud systems for businesses, and we teach students to build them too.';

export const missionAndVision: readonly Statement[] = [
  {
    id: 'mission',
    title: 'Our Mission',
    text: 'To give every business we work with software that pays for itself, at a price it can plan for, and to give every student we teach the skills and the portfolio to get hired.',
    icon: Target,
  },
  {
    id: 'vision',
    title: 'Our Vision',
    text: 'A future in which a shop owner in Agra and a startup in Bangalore get the same quality of engineering, and in which talented students from smaller cities do not have to move away to start a career in technology.',
    icon: Eye,
  },
];

export const storyHeading = 'Our Story';

export const storyParagraphs: readonly string[] = [
  'BrajCode started in Agra as a two-person studio building websites for local businesses: marble and leather exporters, clinics, hotels and coaching institutes. Most of them had been quoted either too little for something that never worked, or too much for something they did not need.',
  'We offered a simple alternative: a fixed price in rupees, a demo every week and a person who answers the phone after launch. Over five projects later, every client we have delivered to is still with us, and word of mouth brought us our first clients in Bangalore.',
  'Along the way, students kept asking how we built what we built. So we opened BrajCode Academy: courses and code classes taught by the same engineers who work on client projects, with internships for the students who want real experience. More than ten students have trained with us so far, and several of them now write code for our clients.',
  'The name comes from Braj, the region around Agra and Mathura where we began. We still work from there, and we still treat every project and every student as our reputation.',
];
