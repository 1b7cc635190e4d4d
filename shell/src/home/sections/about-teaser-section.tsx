import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '@site/shared';
import { SectionHeading } from '../../components/section-heading';
import { AboutClaimsList } from '../../about/about-claims-list';
import { aboutTeaser } from '../data/about-teaser';

export function AboutTeaserSection() {
  return (
    <section aria-labelledby="about-teaser-heading" className="bg-muted/50 py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="about-teaser-heading"
            eyebrow={aboutTeaser.eyebrow}
            title={aboutTeaser.heading}
            align="start"
            className="mb-4"
          />
          {aboutTeaser.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-4 text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <Button asChild size="lg" className="mt-2">
            <Link to={aboutTeaser.link.to}>
              {aboutTeaser.link.label} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <AboutClaimsList />
      </div>
    </section>
  );
}
