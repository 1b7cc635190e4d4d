import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, MessageSquareReply, Phone, type LucideIcon } from 'lucide-react';
import { brand, Card } from '@site/shared';

type Office = (typeof brand)['address'] | (typeof brand)['secondOffice'];

function DetailRow({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

function OfficeAddress({ office, label }: { office: Office; label: string }) {
  return (
    <address className="not-italic">
      <span className="font-medium text-foreground">{label}: </span>
      {office.street}, {office.locality}, {office.region} {office.postalCode}, India
    </address>
  );
}

/** A link standing alone on its line: a 24 px target for a finger, not just its text's height. */
const detailLinkClass =
  'inline-flex min-h-6 items-center text-primary underline-offset-4 hover:underline';

/** Email, phone, hours, reply promise and both offices, all from the brand config. */
export function ContactDetails() {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">Reach us directly</h2>
      <ul className="mt-6 space-y-6">
        <DetailRow icon={Mail} title="Email">
          <a href={`mailto:${brand.email}`} className={detailLinkClass}>
            {brand.email}
          </a>
        </DetailRow>
        <DetailRow icon={Phone} title="Phone">
          <a href={brand.phoneHref} className={detailLinkClass}>
            {brand.phone}
          </a>
        </DetailRow>
        <DetailRow icon={Clock} title="Office hours">
          <p>{brand.hours}</p>
        </DetailRow>
        <DetailRow icon={MessageSquareReply} title="Quick replies">
          <p>{brand.replyPromise}, including messages sent through this form.</p>
        </DetailRow>
        <DetailRow icon={MapPin} title="Our offices">
          <div className="space-y-2">
            <OfficeAddress office={brand.address} label="Agra" />
            <OfficeAddress office={brand.secondOffice} label="Bangalore" />
          </div>
        </DetailRow>
      </ul>
    </Card>
  );
}
