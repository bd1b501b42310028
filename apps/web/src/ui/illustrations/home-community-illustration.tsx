import { ILLUSTRATION_COLORS as C } from './palette.ts';

/** A dog and a cat chatting in speech bubbles: the community board. */
export function HomeCommunityIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 140" width="200" height="140" aria-hidden="true">
      <ellipse cx="100" cy="74" rx="88" ry="60" fill={C.accentSoft} />
      {/* dog's bubble */}
      <path
        d="M22 30a14 14 0 0 1 14-14h60a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14H52l-16 14 2-14a14 14 0 0 1-16-14z"
        fill={C.accent}
      />
      <ellipse cx="50" cy="38" rx="6" ry="11" transform="rotate(25 50 38)" fill={C.accentShade} />
      <ellipse cx="80" cy="38" rx="6" ry="11" transform="rotate(-25 80 38)" fill={C.accentShade} />
      <circle cx="65" cy="48" r="17" fill={C.cream} />
      <circle cx="59" cy="45" r="2.6" fill={C.ink} />
      <circle cx="71" cy="45" r="2.6" fill={C.ink} />
      <ellipse cx="65" cy="52" rx="3.6" ry="2.6" fill={C.ink} />
      <path
        d="M65 54.5q-3 3.5-6 1m6-1q3 3.5 6 1"
        fill="none"
        stroke={C.ink}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      {/* cat's bubble */}
      <path
        d="M96 66a14 14 0 0 1 14-14h62a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14h-2l2 16-18-16h-44a14 14 0 0 1-14-14z"
        fill={C.white}
      />
      <path
        d="M96 66a14 14 0 0 1 14-14h62a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14h-2l2 16-18-16h-44a14 14 0 0 1-14-14z"
        fill="none"
        stroke={C.greyPale}
        strokeWidth="2"
      />
      <path d="M127 78l-1-17 14 8zM157 78l1-17-14 8z" fill={C.greyLight} />
      <ellipse cx="142" cy="82" rx="17" ry="14" fill={C.greyLight} />
      <ellipse cx="136" cy="80" rx="2.4" ry="3.2" fill={C.ink} />
      <ellipse cx="148" cy="80" rx="2.4" ry="3.2" fill={C.ink} />
      <path d="M140 86h4l-2 2.2z" fill={C.blush} />
      <path
        d="M142 88.2q-2 3-5 1.6m5-1.6q2 3 5 1.6"
        fill="none"
        stroke={C.greyDark}
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      {/* hearts */}
      <path d="M176 30c0-4 5-6 7-2 2-4 7-2 7 2 0 5-7 9-7 9s-7-4-7-9z" fill={C.blush} />
      <path
        d="M18 104c0-3 4-4.5 5.5-1.5 1.5-3 5.5-1.5 5.5 1.5 0 4-5.5 7-5.5 7s-5.5-3-5.5-7z"
        fill={C.accent}
      />
    </svg>
  );
}
