import type { TechCatalogue } from '@site/shared';
import { services } from './data/services';

/** What the shell may know of tech-app's content: search, header submenu, contact subject. */
const catalogue: TechCatalogue = {
  services: services.map(({ id, title, price }) => ({ id, title, price })),
  plans: [],
};

export default catalogue;
