import { PageHeading, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { SectionHeading } from '../components/section-heading';
import { AboutClaimsList } from '../about/about-claims-list';
import { TeamMemberCard } from '../about/team-member-card';
import {
  aboutIntro,
  missionAndVision,
  storyHeading,
  storyParagraphs,
} from '../about/data/about-content';
import { teamMembers } from '../about/data/team-members';

export function head(): PageHead {
  return {
    title: `About Us | ${brand.name}`,
    description:
      'BrajCode Technologies: an IT services company and coding academy in Agra and Bangalore. Our mission, vision, story and the team behind it.',
    path: pathTo('about'),
    keywords: ['about BrajCode', 'IT company Agra', 'coding academy Agra', 'BrajCode team'],
  };
}

export default function AboutPage() {
  return (
    <>
      <PageMeta head={head()} />
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">
              About us
            </p>
            <PageHeading className="text-4xl sm:text-5xl">About {brand.name}</PageHeading>
            <p className="mt-5 text-lg text-muted-foreground">{aboutIntro}</p>
          </div>
          <AboutClaimsList />
        </div>
      </section>

      <section aria-label="Mission and vision" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {missionAndVision.map(({ id, title, text, icon: Icon }) => (
            <li
              key={id}
              className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
              data-testid={`about-${id}`}
            >
              <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <h2 className="mt-4 text-2xl font-bold">{title}</h2>
              <p className="mt-3 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-story-heading" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="our-story-heading" title={storyHeading} eyebrow="How we started" />
          <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
            {storyParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="our-team-heading" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="our-team-heading"
          eyebrow="The people"
          title="Meet Our Team"
          description="The two founders who write the code, design the products and teach the classes."
        />
        <ul className="grid gap-8 md:grid-cols-2">
          {teamMembers.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </ul>
      </section>
    </>
  );
}
