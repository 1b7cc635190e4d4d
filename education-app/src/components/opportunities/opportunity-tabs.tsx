import { Tabs, TabsContent, TabsList, TabsTrigger } from '@site/shared/ui/tabs';
import { hackathons } from '../../data/hackathons';
import { internships } from '../../data/internships';
import { OpportunityGrid } from './opportunity-grid';
import { pathTo } from '@site/shared';

/** Tabs "Internships" (the default) and "Hackathon" on /coding. */
export function OpportunityTabs() {
  return (
    <Tabs defaultValue="internships">
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
