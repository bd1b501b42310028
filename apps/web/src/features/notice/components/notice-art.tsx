import { ILLUSTRATION_COLORS as C } from '@/ui/illustrations/palette.ts';
import { PawMark } from '@/ui/illustrations/paw-mark.tsx';

type Scene = { background: string; shade: string; paws: string; motif: 'paw' | 'heart' | 'gift' };

/** A few scenes, so a board of picture-less notices is not one tile repeated. */
const SCENES: readonly Scene[] = [
  { background: C.accentSoft, shade: C.cream, paws: '#ffe9a6', motif: 'paw' },
  { background: '#e3f4ee', shade: '#cdeadf', paws: '#b5dfcf', motif: 'heart' },
  { background: '#e6effc', shade: '#d3e2f8', paws: '#bcd2f2', motif: 'gift' },
  { background: '#fdebee', shade: '#fad6dc', paws: '#f6c1ca', motif: 'paw' },
];

function Motif({ motif }: { motif: Scene['motif'] }) {
  if (motif === 'heart') {
    return (
      <path
        d="M200 196c-40-28-62-50-62-76 0-20 15-34 33-34 13 0 23 7 29 17 6-10 16-17 29-17 18 0 33 14 33 34 0 26-22 48-62 76z"
        fill={C.blush}
      />
    );
  }
  if (motif === 'gift') {
    return (
      <g>
        <rect x="148" y="120" width="104" height="78" rx="6" fill={C.accent} />
        <rect x="140" y="102" width="120" height="26" rx="6" fill={C.accentShade} />
        <rect x="192" y="102" width="16" height="96" fill={C.white} />
        <path
          d="M200 102c-14-24-40-22-36-6 3 10 24 8 36 6zm0 0c14-24 40-22 36-6-3 10-24 8-36 6z"
          fill={C.white}
        />
      </g>
    );
  }
  return (
    <g>
      <circle cx="200" cy="150" r="58" fill={C.white} />
      <PawMark x={200} y={152} size={64} fill={C.accent} />
    </g>
  );
}

/**
 * Stands in for a notice's picture when it has none: one of a few scenes, chosen by the
 * notice's id so a notice keeps its scene from visit to visit. Fills and covers its box.
 */
export function NoticeArt({ noticeId, className }: { noticeId: number; className?: string }) {
  const scene = SCENES[noticeId % SCENES.length];
  if (scene === undefined) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 400 300"
      width="400"
      height="300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="400" height="300" fill={scene.background} />
      <circle cx="340" cy="40" r="90" fill={scene.shade} />
      <circle cx="40" cy="280" r="70" fill={scene.shade} />
      <PawMark x={70} y={70} size={34} fill={scene.paws} rotate={-20} />
      <PawMark x={330} y={240} size={40} fill={scene.paws} rotate={25} />
      <PawMark x={110} y={210} size={24} fill={scene.paws} rotate={-35} />
      <Motif motif={scene.motif} />
    </svg>
  );
}
