import '../remote.css';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useSiteMode,
  pathTo,
} from '@site/shared';
import { programTeasers } from '../data/programs';

/** The home page's programs teaser. Its heading speaks to the audience the visitor chose. */
export default function ProgramsTeaser() {
  const mode = useSiteMode();
  const heading = mode === 'education' ? 'Start Your Coding Journey' : 'Train Your Team With Us';
  return (
    <section
      aria-labelledby="programs-teaser-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-10 text-center">
        <h2
          id="programs-teaser-heading"
          className="text-3xl font-bold tracking-tight"
          data-testid="programs-heading"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Education programs taught by the engineers who build for our clients.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {programTeasers.map((program) => (
          <li key={program.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="text-lg">{program.title}</CardTitle>
                <CardDescription>
                  {program.duration} · {program.level}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <p className="text-sm text-muted-foreground">{program.description}</p>
                <ul className="flex flex-wrap gap-2" aria-label="Skills">
                  {program.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to={pathTo('education')}>View All Programs</Link>
        </Button>
      </div>
    </section>
  );
}
