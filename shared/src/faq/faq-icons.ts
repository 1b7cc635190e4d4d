import {
  Binary,
  Briefcase,
  CircleQuestionMark,
  CodeXml,
  GraduationCap,
  IndianRupee,
  LifeBuoy,
  MapPin,
  Terminal,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons FAQ categories may name (FaqCategory.icon). Listed one by one so the bundle carries
 * only these, not the whole icon set; an unknown name falls back to a question mark.
 */
const faqIcons: Record<string, LucideIcon> = {
  Binary,
  Briefcase,
  CodeXml,
  GraduationCap,
  IndianRupee,
  LifeBuoy,
  MapPin,
  Terminal,
};

export function faqIcon(name: string): LucideIcon {
  return faqIcons[name] ?? CircleQuestionMark;
}
