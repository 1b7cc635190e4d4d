import { Quote } from 'lucide-react';
import { SocialIcon } from '../components/social-icon';
import type { TeamMember } from './data/team-members';
import { TeamAvatar } from './team-avatar';
import { NewTabLink } from '@site/shared/ui/new-tab-link';

const profileLinkClassName =
  'grid size-10 place-items-center rounded-full border border-border text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li
      className="flex flex-col items-center rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-8"
      data-testid="team-member"
    >
      <TeamAvatar member={member} />
      <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
      <p className="text-sm font-medium text-primary">{member.role}</p>
      <p className="mt-4 text-muted-foreground">{member.bio}</p>
      <blockquote className="mt-4 flex gap-2 rounded-lg bg-muted p-4 text-left italic">
        <Quote className="size-4 shrink-0 text-primary" aria-hidden />
        <p>{member.quote}</p>
      </blockquote>
      {/* Pushed to the bottom of the card, so both members' links line up whatever the length
          of the bio and quote above. */}
      <ul className="mt-auto flex gap-3 pt-6" data-testid="team-profile-links">
        <li>
          <NewTabLink
            href={member.github}
            aria-label={`${member.name} on GitHub`}
            className={profileLinkClassName}
          >
            <SocialIcon id="github" />
          </NewTabLink>
        </li>
        <li>
          <NewTabLink
            href={member.linkedin}
            aria-label={`${member.name} on LinkedIn`}
            className={profileLinkClassName}
          >
            <SocialIcon id="linkedin" />
          </NewTabLink>
        </li>
      </ul>
    </li>
  );
}
