import { CheckCircle2 } from 'lucide-react';
import { brand } from '@site/shared';
import { enrollmentBenefits } from '../../data/enrollment-benefits';

export function WhyEnrollList() {
  return (
    <section aria-labelledby="why-enroll-heading" className="space-y-4">
      <h2 id="why-enroll-heading" className="text-xl font-semibold">
        Why enroll with {brand.academyName}?
      </h2>
      <ul className="space-y-3">
        {enrollmentBenefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium">{benefit.title}.</span>{' '}
              <span className="text-muted-foreground">{benefit.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
