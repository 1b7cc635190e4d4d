import type { TeamMember } from './data/team-members';

/** A drawn portrait (head, hair, shoulders) in the member's colours; original artwork. */
export function TeamAvatar({ member }: { member: TeamMember }) {
  const { skin, hair, shirt, hairStyle } = member.avatar;
  return (
    <svg
      viewBox="0 0 160 160"
      width="160"
      height="160"
      role="img"
      aria-label={member.photo}
      className="size-32 sm:size-36"
    >
      <circle cx="80" cy="80" r="80" className="fill-accent" />
      {hairStyle === 'long' ? (
        <path d="M40 78c0-30 16-48 40-48s40 18 40 48v42H40Z" fill={hair} />
      ) : null}
      <path d="M28 160c4-30 24-44 52-44s48 14 52 44Z" fill={shirt} />
      <path d="M68 104h24v18a12 12 0 0 1-24 0Z" fill={skin} />
      <ellipse cx="80" cy="78" rx="27" ry="32" fill={skin} />
      {hairStyle === 'short' ? (
        <path
          d="M52 74c-2-24 12-38 29-38 18 0 31 13 28 38-4-12-12-18-28-18-14 0-24 6-29 18Z"
          fill={hair}
        />
      ) : (
        <path d="M53 76c0-22 11-34 27-34s27 12 27 34c-8-10-18-16-27-16s-19 6-27 16Z" fill={hair} />
      )}
      <circle cx="70" cy="80" r="3" fill="#1f1410" />
      <circle cx="90" cy="80" r="3" fill="#1f1410" />
      <path
        d="M71 94c5 5 13 5 18 0"
        fill="none"
        stroke="#1f1410"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
