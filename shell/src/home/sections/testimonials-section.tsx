import { Quote } from 'lucide-react';
import { SectionHeading } from '../../components/section-heading';
import type { Testimonial } from '../data/testimonials';
import { StarRating } from './star-rating';

interface TestimonialsSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  testimonials: readonly Testimonial[];
}

/** A set of three testimonials (clients or students), each with its five-star rating. */
export function TestimonialsSection({
  id,
  eyebrow,
  title,
  description,
  testimonials,
}: TestimonialsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      data-testid={id}
    >
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li
            key={testimonial.name}
            className="flex transition-transform duration-200 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            data-testid="testimonial"
          >
            <figure className="flex w-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <StarRating rating={testimonial.rating} />
                <Quote className="size-6 text-primary/40" aria-hidden />
              </div>
              <blockquote className="flex-1 text-card-foreground">
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption>
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="text-sm text-muted-foreground">{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
