import { ILLUSTRATION_COLORS as C } from './palette.ts';

/** A cat looking back through a magnifying glass: "type something to search". */
export function SearchPromptIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 180" width="240" height="180" aria-hidden="true">
      <circle cx="120" cy="90" r="78" fill={C.accentSoft} />
      {/* sparkles */}
      <g fill={C.accent}>
        <path d="M196 40l3.5 8.5 8.5 3.5-8.5 3.5-3.5 8.5-3.5-8.5-8.5-3.5 8.5-3.5z" />
        <path d="M40 118l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
      </g>
      <circle cx="56" cy="46" r="4" fill={C.greyLight} />
      {/* handle */}
      <path d="M140 118l44 44" stroke={C.greyDark} strokeWidth="16" strokeLinecap="round" />
      <path d="M140 118l12 12" stroke={C.grey} strokeWidth="16" strokeLinecap="round" />
      {/* lens */}
      <circle cx="106" cy="84" r="52" fill={C.white} />
      {/* cat inside the lens */}
      <path d="M80 70l-4-26 22 14z" fill={C.greyLight} />
      <path d="M132 70l4-26-22 14z" fill={C.greyLight} />
      <path d="M83 64l-2-12 10 7z" fill={C.blush} />
      <path d="M129 64l2-12-10 7z" fill={C.blush} />
      <ellipse cx="106" cy="88" rx="32" ry="27" fill={C.greyLight} />
      <path
        d="M98 64q8 5 16 0M100 70q6 3 12 0"
        fill="none"
        stroke={C.grey}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="94" cy="86" rx="6" ry="7.5" fill={C.ink} />
      <ellipse cx="118" cy="86" rx="6" ry="7.5" fill={C.ink} />
      <circle cx="96" cy="83.5" r="2.2" fill={C.white} />
      <circle cx="120" cy="83.5" r="2.2" fill={C.white} />
      <path d="M102 96h8l-4 4.5z" fill={C.blush} />
      <path
        d="M106 100.5q-3 5-8 3m8-3q3 5 8 3M72 92l14 2m-14 6l14-2m54-6l-14 2m14 6l-14-2"
        fill="none"
        stroke={C.grey}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="106" cy="84" r="52" fill="none" stroke={C.accent} strokeWidth="12" />
      <path
        d="M70 62a44 44 0 0 1 22-22"
        fill="none"
        stroke={C.white}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.9"
      />
    </svg>
  );
}
