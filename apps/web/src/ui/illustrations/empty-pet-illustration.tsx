import { ILLUSTRATION_COLORS as C } from './palette.ts';

/** A puppy asleep on its cushion beside an empty bowl: "nothing here yet". */
export function EmptyPetIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 180" width="240" height="180" aria-hidden="true">
      <circle cx="120" cy="88" r="80" fill={C.accentSoft} />
      {/* sleep marks */}
      <g fill="none" stroke={C.grey} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M150 46h14l-14 14h14" />
        <path d="M174 26h10l-10 10h10" strokeWidth="3" />
      </g>
      {/* cushion */}
      <ellipse cx="114" cy="142" rx="80" ry="20" fill={C.greyLight} />
      <ellipse cx="114" cy="137" rx="70" ry="14" fill={C.greyPale} />
      {/* tail, curled towards the front */}
      <path
        d="M170 120c22-4 26 18 8 24-12 4-30 3-44-1"
        fill="none"
        stroke={C.accent}
        strokeWidth="13"
        strokeLinecap="round"
      />
      {/* body */}
      <ellipse cx="130" cy="118" rx="48" ry="25" fill={C.accent} />
      <ellipse cx="124" cy="128" rx="34" ry="11" fill={C.accentLight} />
      {/* far ear, head, near ear */}
      <ellipse cx="98" cy="92" rx="9" ry="17" transform="rotate(-25 98 92)" fill={C.accentShade} />
      <circle cx="80" cy="112" r="28" fill={C.accent} />
      <ellipse cx="63" cy="97" rx="10" ry="19" transform="rotate(38 63 97)" fill={C.accentShade} />
      {/* face */}
      <ellipse cx="68" cy="122" rx="16" ry="11" fill={C.cream} />
      <ellipse cx="58" cy="118" rx="5.5" ry="4.2" fill={C.ink} />
      <g fill="none" stroke={C.ink} strokeWidth="2.6" strokeLinecap="round">
        <path d="M70 106q4 3.5 9 0" />
        <path d="M86 104q4 3.5 9 0" />
        <path d="M63 127q4 3 8 0" />
      </g>
      <ellipse cx="93" cy="116" rx="5" ry="3" fill={C.blush} />
      {/* front paws */}
      <ellipse cx="74" cy="139" rx="11" ry="6.5" fill={C.accentLight} />
      <ellipse cx="97" cy="141" rx="11" ry="6.5" fill={C.accentLight} />
      {/* empty bowl */}
      <path d="M190 140h40l-5 15a4 4 0 0 1-4 3h-22a4 4 0 0 1-4-3z" fill={C.greyLight} />
      <ellipse cx="210" cy="140" rx="20" ry="4.5" fill={C.grey} />
      <ellipse cx="210" cy="139.5" rx="15" ry="2.6" fill={C.greyDark} />
    </svg>
  );
}
