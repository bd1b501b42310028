import { ILLUSTRATION_COLORS as C } from '@/ui/illustrations/palette.ts';
import { PawMark } from '@/ui/illustrations/paw-mark.tsx';

/** A puppy and a kitten peeking over a cushion together: the home page's welcome. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 240" width="360" height="240" aria-hidden="true">
      <circle cx="186" cy="126" r="112" fill={C.white} />
      <PawMark x={44} y={58} size={26} fill={C.accentLight} rotate={-20} />
      <PawMark x={326} y={40} size={20} fill={C.accentLight} rotate={20} />
      <PawMark x={334} y={150} size={16} fill={C.accentLight} rotate={35} />
      {/* hearts */}
      <path d="M186 40c0-7 9-10 12-3 3-7 12-4 12 3 0 9-12 15-12 15s-12-6-12-15z" fill={C.blush} />
      <path d="M226 22c0-4 5-6 7-2 2-4 7-2 7 2 0 5-7 9-7 9s-7-4-7-9z" fill={C.accent} />
      {/* puppy: far ear, head, near ear */}
      <ellipse
        cx="168"
        cy="104"
        rx="15"
        ry="30"
        transform="rotate(-28 168 104)"
        fill={C.accentShade}
      />
      <circle cx="128" cy="136" r="54" fill={C.accent} />
      <ellipse
        cx="84"
        cy="108"
        rx="15"
        ry="31"
        transform="rotate(28 84 108)"
        fill={C.accentShade}
      />
      <ellipse cx="128" cy="160" rx="30" ry="22" fill={C.cream} />
      <circle cx="108" cy="128" r="6" fill={C.ink} />
      <circle cx="148" cy="128" r="6" fill={C.ink} />
      <circle cx="110" cy="126" r="2" fill={C.white} />
      <circle cx="150" cy="126" r="2" fill={C.white} />
      <ellipse cx="128" cy="150" rx="9" ry="6.5" fill={C.ink} />
      <path
        d="M128 157q-7 9-14 4m14-4q7 9 14 4"
        fill="none"
        stroke={C.ink}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M122 164h12v7a6 6 0 0 1-12 0z" fill={C.blush} />
      <ellipse cx="94" cy="150" rx="8" ry="5" fill={C.blush} opacity="0.7" />
      <ellipse cx="162" cy="150" rx="8" ry="5" fill={C.blush} opacity="0.7" />
      {/* kitten: ears, head, face */}
      <path d="M206 118l2-48 32 30zM290 118l-2-48-32 30z" fill={C.greyLight} />
      <path d="M214 104l2-24 16 14zM282 104l-2-24-16 14z" fill={C.blush} />
      <ellipse cx="248" cy="142" rx="52" ry="46" fill={C.greyLight} />
      <path
        d="M236 100q12-6 24 0"
        fill="none"
        stroke={C.grey}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M232 110q16-6 32 0"
        fill="none"
        stroke={C.grey}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="228" cy="140" rx="6" ry="8" fill={C.ink} />
      <ellipse cx="268" cy="140" rx="6" ry="8" fill={C.ink} />
      <circle cx="230" cy="137" r="2" fill={C.white} />
      <circle cx="270" cy="137" r="2" fill={C.white} />
      <path d="M243 154h10l-5 5z" fill={C.blush} />
      <path
        d="M248 159q-4 7-10 3m10-3q4 7 10 3"
        fill="none"
        stroke={C.greyDark}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <g stroke={C.greyDark} strokeWidth="2" strokeLinecap="round">
        <path d="M214 152l-22-4M214 160l-22 2M282 152l22-4M282 160l22 2" />
      </g>
      {/* cushion they lean on, with their paws */}
      <rect x="52" y="178" width="272" height="52" rx="26" fill={C.accentLight} />
      <rect x="52" y="178" width="272" height="18" rx="9" fill={C.white} opacity="0.45" />
      <ellipse cx="104" cy="182" rx="16" ry="10" fill={C.accent} />
      <ellipse cx="152" cy="182" rx="16" ry="10" fill={C.accent} />
      <ellipse cx="226" cy="182" rx="15" ry="10" fill={C.greyLight} />
      <ellipse cx="270" cy="182" rx="15" ry="10" fill={C.greyLight} />
    </svg>
  );
}
