import '../remote.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@site/shared/ui/tabs';
import { PageIntro } from '@site/shared/ui/page-intro';
import { CourseCard } from '../components/course-card';
import { codeClasses, formatRupees, paidCourses } from '../data/courses';
import { useRevealAddressTarget } from '../lib/address-target';

type CourseTab = 'courses' | 'code-classes';

/** The tab that shows a course or code class, by its id. */
function tabOfCourse(id: string): CourseTab | undefined {
  if (paidCourses.some((course) => course.id === id)) return 'courses';
  if (codeClasses.some((course) => course.id === id)) return 'code-classes';
  return undefined;
}

export function head(): PageHead {
  return {
    title: `Coding Courses & Training in Agra | ${brand.academyName}`,
    description:
      'Full-stack, React, React Native, Python, .NET and Android courses from ₹24,999, and code classes from ₹1,999, taught by working developers in Agra.',
    path: pathTo('education'),
    keywords: [
      'coding classes Agra',
      'full stack course Agra',
      'python course Agra',
      'internship Agra',
    ],
  };
}

export default function EducationPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<CourseTab>('courses');
  // "/education#python-basics" (a search result) opens the code classes and shows that class.
  useRevealAddressTarget((id) => {
    const tabOfTarget = tabOfCourse(id);
    if (tabOfTarget) setTab(tabOfTarget);
    return tabOfTarget !== undefined;
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta head={head()} />
      <PageIntro
        eyebrow="Courses & training"
        title="Learn from developers who ship real software"
        className="mb-8 max-w-3xl"
      >
        Choose an in-depth course with projects and mentoring, or start small with an affordable
        code class.
      </PageIntro>
      <Tabs value={tab} onValueChange={(value) => setTab(value as CourseTab)}>
        <TabsList aria-label="Course type">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="code-classes">Code Classes</TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <h2 className="sr-only">Courses</h2>
          <ul className="card-grid">
            {paidCourses.map((course) => (
              <li key={course.id}>
                <CourseCard
                  {...course}
                  price={formatRupees(course.price)}
                  action={
                    <Button
                      onClick={() => navigate(pathTo('enroll'), { state: { courseId: course.id } })}
                      aria-label={`Buy Course: ${course.title}`}
                    >
                      Buy Course
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="code-classes">
          <h2 className="sr-only">Code Classes</h2>
          <ul className="card-grid">
            {codeClasses.map((course) => (
              <li key={course.id}>
                <CourseCard
                  {...course}
                  price={formatRupees(course.price)}
                  action={
                    <Button
                      onClick={() =>
                        navigate(pathTo('contact'), { state: { courseId: course.id } })
                      }
                      aria-label={`Enroll Now: ${course.title}`}
                    >
                      Enroll Now
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </section>
  );
}
