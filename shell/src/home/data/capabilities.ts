import { Bot, Cloud, CodeXml, Gauge, Globe, Smartphone, type LucideIcon } from 'lucide-react';

export interface Capability {
  id: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The six capability icons that orbit the hero illustration, each with a tooltip. */
export const capabilities: readonly Capability[] = [
  {
    id: 'web-development',
    label: 'Web Development',
    description: 'Responsive React and WordPress sites that load fast on 4G.',
    icon: CodeXml,
  },
  {
    id: 'cloud',
    label: 'Cloud',
    description: 'AWS and Azure servers set up, secured, backed up and monitored.',
    icon: Cloud,
  },
  {
    id: 'ai-automation',
    label: 'AI and Automation',
    description: 'Chatbots, lead routing and report generation that run themselves.',
    icon: Bot,
  },
  {
    id: 'mobile-apps',
    label: 'Mobile Apps',
    description: 'Android and iOS apps from one React Native codebase.',
    icon: Smartphone,
  },
  {
    id: 'performance',
    label: 'Performance',
    description: 'Core Web Vitals tuning, caching and image optimisation.',
    icon: Gauge,
  },
  {
    id: 'global-reach',
    label: 'Global Reach',
    description: 'Multilingual sites, international payments and SEO beyond India.',
    icon: Globe,
  },
];
