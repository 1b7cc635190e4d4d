import { useState } from 'react';
import { pathTo } from '@site/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@site/shared/ui/tabs';
import { hackathons } from '../../data/hackathons';
import { internships } from '../../data/internships';
import { useRevealAddressTarget } from '../../lib/address-target';
import { OpportunityGrid } from './opportunity-grid';

type OpportunityTab = 'internships' | 'hackathon';

/** The tab that shows an internship or hackathon, by its id. */
function tabOfOpportunity(id: string): OpportunityTab | undefined {
  if (internships.some((internship) => internship.id === id)) return 'internships';
  if (hackathons.some((hackathon) => hackathon.id === id)) return 'hackathon';
  return undefined;
}

/**
 * Tabs "Internships" (the default) and "Hackathon" on /coding. An address naming a hackathon
 * ("/coding#code-rush-contest", a search result) opens its tab and shows it.
 */
export function OpportunityTabs() {
  const [tab, setTab] = useState<OpportunityTab>('internships');
  useRevealAddressTarget((id) => {
    const tabOfTarget = tabOfOpportunity(id);
    if (tabOfTarget) setTab(tabOfTarget);
    return tabOfTarget !== undefined;
  });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as OpportunityTab)}>
      <TabsList aria-label="Internships and hackathons">
        <TabsTrigger value="internships">Internships</TabsTrigger>
        <TabsTrigger value="hackathon">Hackathon</TabsTrigger>
      </TabsList>
      <TabsContent value="internships">
        <OpportunityGrid
          opportunities={internships}
          actionLabel="Apply Now"
          actionPath={pathTo('applyInternship')}
        />
      </TabsContent>
      <TabsContent value="hackathon">
        <OpportunityGrid
          opportunities={hackathons}
          actionLabel="Join Now"
          actionPath={pathTo('contact')}
        />
      </TabsContent>
    </Tabs>
  );
}
