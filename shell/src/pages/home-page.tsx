import { Link } from 'react-router-dom';
import { Button, PageHeading, PageMeta, brand, useSiteMode } from '@site/shared';
import { RemoteSlot } from '../federation/remote-slot';

const heroByMode = {
  tech: {
    heading: 'Websites, apps and AI that grow your business',
    text: 'A full-service IT company in Agra and Bangalore: web and app development, AI/ML, cloud, SEO, cybersecurity, UI/UX and digital marketing.',
    primary: { label: 'Explore Services', to: '/services' },
    secondary: { label: 'Get Started', to: '/contact' },
  },
  education: {
    heading: 'Learn to code. Build real projects. Get hired.',
    text: 'Hands-on courses, affordable code classes and real internships with the engineers who build software for our clients.',
    primary: { label: 'View Programs', to: '/education' },
    secondary: { label: 'Apply for Internship', to: '/cohort' },
  },
} as const;

export default function HomePage() {
  const mode = useSiteMode();
  const hero = heroByMode[mode];
  return (
    <>
      <PageMeta
        title={`${brand.name} | IT Services & Coding Academy in Agra and Bangalore`}
        description="Web development from ₹9,999, app development, AI, cloud and SEO for businesses; coding courses, internships and hackathons for learners in Agra and Bangalore."
        path="/"
      />
      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" data-testid="home-hero" data-mode={mode}>
        <PageHeading className="max-w-3xl text-4xl sm:text-5xl">{hero.heading}</PageHeading>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{hero.text}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={hero.primary.to}>{hero.primary.label}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={hero.secondary.to}>{hero.secondary.label}</Link>
          </Button>
        </div>
      </section>
      <RemoteSlot remote="techApp" module="./ServicesTeaser" label="our services" variant="fragment" />
      <RemoteSlot remote="educationApp" module="./ProgramsTeaser" label="our programs" variant="fragment" />
    </>
  );
}
