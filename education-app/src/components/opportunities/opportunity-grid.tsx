import type { Opportunity } from '../../data/opportunity';
import { OpportunityCard } from './opportunity-card';

interface OpportunityGridProps {
  opportunities: readonly Opportunity[];
  actionLabel: string;
  actionPath: string;
}

export function OpportunityGrid({ opportunities, actionLabel, actionPath }: OpportunityGridProps) {
  return (
    <ul className="card-grid">
      {opportunities.map((opportunity) => (
        <li key={opportunity.id}>
          <OpportunityCard
            opportunity={opportunity}
            actionLabel={actionLabel}
            actionPath={actionPath}
          />
        </li>
      ))}
    </ul>
  );
}
