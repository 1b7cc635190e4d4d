import { aboutClaims } from './data/about-claims';

/** The about claims as three figure tiles, on /about and in the home page's about section. */
export function AboutClaimsList() {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="about-claims">
      {aboutClaims.map((claim) => (
        <div
          key={claim.label}
          className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border border-border bg-card px-1.5 py-3 text-center shadow-sm sm:p-6"
        >
          <dt className="text-xs text-muted-foreground sm:text-sm">{claim.label}</dt>
          <dd className="text-xl font-bold text-primary sm:text-4xl">{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
