import { Link } from 'react-router-dom';
import { Button, PageHeading, type SiteMode } from '@site/shared';
import { heroContentByMode } from '../data/hero-content';
import { TypingTagline } from '../typing/typing-tagline';
import { StatTiles } from '../stats/stat-tiles';
import { HeroVisual } from './hero-visual';

/** The top of home: heading, typing tagline, calls to action, the orbit picture and stats. */
export function HomeHero({ mode }: { mode: SiteMode }) {
  const hero = heroContentByMode[mode];
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-b from-accent/60 to-background"
      data-testid="home-hero"
      data-mode={mode}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">
            {hero.eyebrow}
          </p>
          <PageHeading className="max-w-3xl text-4xl text-balance sm:text-5xl">
            {hero.heading}
          </PageHeading>
          <TypingTagline key={mode} lead={hero.tagline.lead} segments={hero.tagline.segments} />
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Button asChild size="lg">
              <Link to={hero.primary.to}>{hero.primary.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={hero.secondary.to}>{hero.secondary.label}</Link>
            </Button>
          </div>
        </div>
        <HeroVisual mode={mode} illustrationLabel={hero.illustrationLabel} overlay={hero.overlay} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <StatTiles mode={mode} />
      </div>
    </section>
  );
}
