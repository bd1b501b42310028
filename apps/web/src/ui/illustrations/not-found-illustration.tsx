import { ILLUSTRATION_COLORS as C } from './palette.ts';
import { PawMark } from './paw-mark.tsx';

/** A puppy tilting its head at a trail of paw prints that leads nowhere: the page is lost. */
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 280 200" width="280" height="200" aria-hidden="true">
      <ellipse cx="150" cy="104" rx="104" ry="84" fill={C.accentSoft} />
      {/* the trail */}
      <PawMark x={28} y={178} size={18} fill={C.greyPale} rotate={70} />
      <PawMark x={52} y={158} size={18} fill={C.greyPale} rotate={50} />
      <PawMark x={46} y={130} size={18} fill={C.greyLight} rotate={10} />
      <PawMark x={70} y={112} size={18} fill={C.greyLight} rotate={40} />
      {/* question mark */}
      <path
        d="M214 40q0-17 17-17t17 16q0 10-12 16-5 3-5 11"
        fill="none"
        stroke={C.accentShade}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="231" cy="82" r="5.5" fill={C.accentShade} />
      {/* puppy */}
      <ellipse cx="150" cy="184" rx="62" ry="8" fill={C.greyPale} />
      <ellipse cx="150" cy="148" rx="40" ry="34" fill={C.accent} />
      <ellipse cx="150" cy="152" rx="20" ry="22" fill={C.cream} />
      <rect x="127" y="152" width="17" height="32" rx="8.5" fill={C.accent} />
      <rect x="156" y="152" width="17" height="32" rx="8.5" fill={C.accent} />
      <ellipse cx="135.5" cy="181" rx="10" ry="5" fill={C.accentLight} />
      <ellipse cx="164.5" cy="181" rx="10" ry="5" fill={C.accentLight} />
      <path
        d="M188 160q20-4 22-24"
        fill="none"
        stroke={C.accent}
        strokeWidth="11"
        strokeLinecap="round"
      />
      <g transform="rotate(-14 150 92)">
        <ellipse
          cx="114"
          cy="88"
          rx="12"
          ry="25"
          transform="rotate(22 114 88)"
          fill={C.accentShade}
        />
        <ellipse
          cx="186"
          cy="88"
          rx="12"
          ry="25"
          transform="rotate(-22 186 88)"
          fill={C.accentShade}
        />
        <ellipse cx="150" cy="92" rx="38" ry="34" fill={C.accent} />
        <ellipse cx="150" cy="108" rx="18" ry="13" fill={C.cream} />
        <ellipse cx="150" cy="101" rx="6.5" ry="4.8" fill={C.ink} />
        <path
          d="M150 105v5m0 0q-5 5-9 1m9-1q5 5 9 1"
          fill="none"
          stroke={C.ink}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="135" cy="86" r="5" fill={C.ink} />
        <circle cx="165" cy="86" r="5" fill={C.ink} />
        <circle cx="136.6" cy="84.4" r="1.6" fill={C.white} />
        <circle cx="166.6" cy="84.4" r="1.6" fill={C.white} />
        <ellipse cx="127" cy="99" rx="5" ry="3" fill={C.blush} />
        <ellipse cx="173" cy="99" rx="5" ry="3" fill={C.blush} />
      </g>
    </svg>
  );
}
