import { ILLUSTRATION_COLORS as C } from './palette.ts';

/** A puppy at a signpost with nowhere written on it, a question mark above: "wrong way". */
export function LostPetIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 180" width="240" height="180" aria-hidden="true">
      <circle cx="120" cy="88" r="80" fill={C.accentSoft} />
      {/* ground */}
      <ellipse cx="120" cy="158" rx="92" ry="10" fill={C.greyPale} />
      {/* signpost: a post and two blank boards pointing apart */}
      <rect x="170" y="54" width="8" height="104" rx="3" fill={C.greyDark} />
      <path d="M150 60h46l10 9-10 9h-46z" fill={C.white} stroke={C.greyLight} strokeWidth="3" />
      <path d="M198 88h-46l-10 9 10 9h46z" fill={C.white} stroke={C.greyLight} strokeWidth="3" />
      <g stroke={C.greyLight} strokeWidth="3" strokeLinecap="round">
        <path d="M160 69h24" />
        <path d="M162 97h24" />
      </g>
      {/* question mark */}
      <path
        d="M84 30q0-12 13-12t13 11q0 8-9 12-4 2-4 8"
        fill="none"
        stroke={C.accentShade}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="97" cy="60" r="3.8" fill={C.accentShade} />
      {/* tail */}
      <path
        d="M138 132q18-6 16-24"
        fill="none"
        stroke={C.accent}
        strokeWidth="11"
        strokeLinecap="round"
      />
      {/* body, sitting */}
      <ellipse cx="112" cy="130" rx="32" ry="28" fill={C.accent} />
      <ellipse cx="106" cy="140" rx="20" ry="16" fill={C.accentLight} />
      {/* head, tilted */}
      <g transform="rotate(-12 96 92)">
        <ellipse cx="72" cy="92" rx="10" ry="19" fill={C.accentShade} />
        <ellipse cx="120" cy="92" rx="10" ry="19" fill={C.accentShade} />
        <circle cx="96" cy="94" r="27" fill={C.accent} />
        <ellipse cx="96" cy="106" rx="14" ry="10" fill={C.cream} />
        <ellipse cx="96" cy="101" rx="5" ry="3.8" fill={C.ink} />
        <circle cx="85" cy="89" r="3.6" fill={C.ink} />
        <circle cx="107" cy="89" r="3.6" fill={C.ink} />
        <path
          d="M91 109q5 4 10 0"
          fill="none"
          stroke={C.ink}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <ellipse cx="78" cy="100" rx="4.5" ry="2.8" fill={C.blush} />
        <ellipse cx="114" cy="100" rx="4.5" ry="2.8" fill={C.blush} />
      </g>
      {/* front paws */}
      <ellipse cx="98" cy="156" rx="10" ry="5.5" fill={C.accentLight} />
      <ellipse cx="120" cy="156" rx="10" ry="5.5" fill={C.accentLight} />
    </svg>
  );
}
