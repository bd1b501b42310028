import { ILLUSTRATION_COLORS as C } from './palette.ts';
import { PawMark } from './paw-mark.tsx';

/** A folded map with a dotted walk and a paw pin: places for pets nearby. */
export function HomeMapIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 140" width="200" height="140" aria-hidden="true">
      <ellipse cx="100" cy="74" rx="88" ry="60" fill={C.accentSoft} />
      <ellipse cx="100" cy="126" rx="74" ry="7" fill={C.greyPale} />
      {/* three folded panels */}
      <path d="M34 40l44-12v88l-44 12z" fill={C.white} />
      <path d="M78 28l44 12v88l-44-12z" fill={C.page} />
      <path d="M122 40l44-12v88l-44 12z" fill={C.white} />
      {/* green patch and roads */}
      <path d="M40 96l30-8v22l-30 8z" fill={C.greyPale} />
      <path d="M34 70l44-10 44 10 44-10" fill="none" stroke={C.greyLight} strokeWidth="6" />
      <path d="M100 33v90" stroke={C.greyLight} strokeWidth="5" />
      {/* the walk */}
      <path
        d="M52 110q10-24 36-20t30-26 28-22"
        fill="none"
        stroke={C.accentShade}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 7"
      />
      <circle cx="52" cy="110" r="5" fill={C.accentShade} />
      {/* pin */}
      <path
        d="M146 10c-13 0-22 9.5-22 21.5 0 16 22 34.5 22 34.5s22-18.5 22-34.5C168 19.5 159 10 146 10z"
        fill={C.accent}
      />
      <circle cx="146" cy="31" r="13" fill={C.white} />
      <PawMark x={146} y={31} size={16} fill={C.accentShade} />
    </svg>
  );
}
