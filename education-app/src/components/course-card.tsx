import type { ReactNode } from 'react';
import { Clock, GraduationCap } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@site/shared';

interface CourseCardProps {
  /** The card's element id: a search result's address names it ("/education#fs-bootcamp"). */
  id: string;
  title: string;
  price: string;
  duration: string;
  level: string;
  description: string;
  skills: readonly string[];
  action: ReactNode;
}

export function CourseCard({
  id,
  title,
  price,
  duration,
  level,
  description,
  skills,
  action,
}: CourseCardProps) {
  return (
    <Card
      id={id}
      tabIndex={-1}
      className="flex h-full scroll-mt-20 flex-col outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="course-card"
    >
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <GraduationCap className="size-4" aria-hidden /> {level}
          </span>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
            >
              {skill}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto flex items-center justify-between gap-4">
        <span className="text-2xl font-bold" data-testid="course-price">
          {price}
        </span>
        {action}
      </CardFooter>
    </Card>
  );
}
