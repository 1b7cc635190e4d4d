import { Brain, Cloud, Globe, Megaphone, Palette, Search, Shield, Smartphone } from 'lucide-react';
import type { LucideProps } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '../data/services';

const icons = {
  globe: Globe,
  smartphone: Smartphone,
  brain: Brain,
  cloud: Cloud,
  search: Search,
  shield: Shield,
  palette: Palette,
  megaphone: Megaphone,
} satisfies Record<ServiceIconName, unknown>;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
