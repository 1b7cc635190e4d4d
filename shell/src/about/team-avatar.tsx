import type { TeamMember } from './data/team-members';

/**
 * A member's portrait: our own flat, editorial-style illustration (no photograph), the same
 * artwork for every member so the team reads as one set: a head-and-shoulders figure on the
 * member's colour field, framed by the dashed orbit ring of the site's hero. Faces are left
 * plain on purpose, as in most illustrated team pages; the figure carries the likeness through
 * hair, clothing and colour.
 */
export function TeamAvatar({ member }: { member: TeamMember }) {
  const { skin, skinShade, hair, hairShine, top, topShade, field, fieldDeep, hairStyle } =
    member.avatar;
  const id = `portrait-${member.id}`;
  return (
    <svg
      viewBox="0 0 200 200"
      width="160"
      height="160"
      role="img"
      aria-label={member.photo}
      className="size-36 rounded-full shadow-lg ring-4 ring-background sm:size-40"
      data-testid="team-portrait"
    >
      <defs>
        <linearGradient id={`${id}-field`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={field} />
          <stop offset="1" stopColor={fieldDeep} />
        </linearGradient>
        <clipPath id={`${id}-frame`}>
          <circle cx="100" cy="100" r="100" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-frame)`}>
        <rect width="200" height="200" fill={`url(#${id}-field)`} />
        {/* The orbit ring and two satellites behind the figure. */}
        <circle
          cx="100"
          cy="92"
          r="66"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="1.5"
          strokeDasharray="5 6"
        />
        <circle cx="40" cy="58" r="5" fill="#ffffff" fillOpacity="0.55" />
        <circle cx="164" cy="122" r="3.5" fill="#ffffff" fillOpacity="0.45" />

        {hairStyle === 'long' ? (
          // Hair falling behind the shoulders.
          <path
            d="M62 92C58 52 78 34 101 34c25 0 42 18 39 58l6 64c-14 10-30 8-38-4H92c-8 12-24 14-38 4Z"
            fill={hair}
          />
        ) : null}

        {/* Shoulders and top. */}
        <path d="M22 206c4-40 30-62 78-64 48 2 74 24 78 64Z" fill={top} />
        <path d="M100 142c-16 1-29 4-40 9l20 55h20Z" fill={topShade} opacity="0.55" />
        {hairStyle === 'short' ? (
          <>
            {/* An open collar under a blazer. */}
            <path d="M84 140l16 30 16-30Z" fill="#f8fafc" />
            <path d="M82 139l18 31-12 36-20-58Z" fill={topShade} />
            <path d="M118 139l-18 31 12 36 20-58Z" fill={topShade} />
          </>
        ) : (
          <>
            {/* A rounded neckline with a thin border, and small earrings. */}
            <path d="M82 140c4 14 10 20 18 20s14-6 18-20Z" fill={skin} />
            <path
              d="M80 139c4 17 11 25 20 25s16-8 20-25"
              fill="none"
              stroke="#fbbf24"
              strokeWidth="2.5"
            />
          </>
        )}

        {/* Neck, with the shadow under the chin. */}
        <path d="M88 112h24v30c0 7-24 7-24 0Z" fill={skin} />
        <path d="M88 118c8 6 16 6 24 0v-6H88Z" fill={skinShade} />

        {/* Ears, head and the side of the face in shade. */}
        <ellipse cx="69" cy="90" rx="6" ry="9" fill={skinShade} />
        <ellipse cx="131" cy="90" rx="6" ry="9" fill={skinShade} />
        <ellipse cx="100" cy="86" rx="31" ry="37" fill={skin} />
        <path d="M112 52c14 7 21 21 19 38-2 18-12 31-26 33 14-10 19-42 7-71Z" fill={skinShade} />

        {hairStyle === 'short' ? (
          <>
            {/* Short hair with a side parting and a lifted front. */}
            <path
              d="M68 90C63 62 72 42 96 37c18-4 34 3 38 19 3 11 2 22-1 34-3-15-9-25-19-30-9 7-26 10-41 8-2 6-4 13-5 22Z"
              fill={hair}
            />
            <path
              d="M93 41c13-4 27 0 33 10-10-5-21-7-33-4-6 1-11 4-15 8 3-7 8-12 15-14Z"
              fill={hairShine}
            />
          </>
        ) : (
          <>
            <path
              d="M69 92c-3-32 12-50 32-50 21 0 35 18 31 50-4-18-14-30-31-32-4 10-16 20-32 32Z"
              fill={hair}
            />
            <path d="M102 47c10 1 19 7 23 16-7-6-14-9-23-10Z" fill={hairShine} />
            <circle cx="69" cy="102" r="2.5" fill="#fbbf24" />
            <circle cx="131" cy="102" r="2.5" fill="#fbbf24" />
          </>
        )}
      </g>
    </svg>
  );
}
