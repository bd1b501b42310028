import { ILLUSTRATION_COLORS as C } from './palette.ts';
import { PawMark } from './paw-mark.tsx';

/** A full food bowl with a bone beside it: the food catalogue. */
export function HomeFoodIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 140" width="200" height="140" aria-hidden="true">
      <ellipse cx="100" cy="74" rx="88" ry="60" fill={C.accentSoft} />
      <ellipse cx="100" cy="124" rx="70" ry="8" fill={C.greyPale} />
      {/* kibble heaped above the rim */}
      <g>
        <circle cx="74" cy="66" r="9" fill={C.accentShade} />
        <circle cx="90" cy="58" r="9.5" fill={C.accent} />
        <circle cx="108" cy="56" r="9" fill={C.accentShade} />
        <circle cx="125" cy="62" r="9.5" fill={C.accent} />
        <circle cx="82" cy="72" r="9" fill={C.accent} />
        <circle cx="100" cy="68" r="9.5" fill={C.accentLight} />
        <circle cx="118" cy="72" r="9" fill={C.accentShade} />
        <circle cx="134" cy="72" r="8" fill={C.accentLight} />
        <circle cx="66" cy="74" r="7.5" fill={C.accentLight} />
      </g>
      {/* bowl */}
      <path d="M50 76h100l-10 40a8 8 0 0 1-8 6H68a8 8 0 0 1-8-6z" fill={C.greyDark} />
      <path d="M50 76h100l-2.5 10H52.5z" fill={C.grey} />
      <ellipse cx="100" cy="76" rx="50" ry="6" fill={C.greyLight} />
      <PawMark x={100} y={103} size={22} fill={C.accent} />
      {/* bone, lying on the floor beside the bowl */}
      <g transform="rotate(-14 170 116)" fill={C.white} stroke={C.greyLight} strokeWidth="2">
        <path d="M154 111.5a6 6 0 1 1 5-9.5h22a6 6 0 1 1 5 9.5 6 6 0 1 1-5 9.5h-22a6 6 0 1 1-5-9.5z" />
      </g>
      {/* steam of a fresh meal */}
      <g fill="none" stroke={C.greyLight} strokeWidth="3.5" strokeLinecap="round">
        <path d="M88 40q-6-7 0-14t0-14" />
        <path d="M112 40q-6-7 0-14t0-14" />
      </g>
    </svg>
  );
}
