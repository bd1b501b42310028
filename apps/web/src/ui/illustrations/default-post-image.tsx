import styles from './default-post-image.module.css';
import { ILLUSTRATION_COLORS as C } from './palette.ts';
import { PawMark } from './paw-mark.tsx';

/**
 * Stands in for a post's picture when it has none. It fills its box and covers it at any
 * aspect ratio (`slice`), like an <img> with object-fit: cover.
 */
export function DefaultPostImage({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${styles.image} ${className}` : styles.image}
      viewBox="0 0 400 300"
      width="400"
      height="300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="400" height="300" fill={C.accentSoft} />
      <circle cx="340" cy="40" r="90" fill={C.cream} />
      <circle cx="40" cy="280" r="70" fill={C.cream} />
      <PawMark x={70} y={70} size={34} fill="#ffe9a6" rotate={-20} />
      <PawMark x={330} y={240} size={40} fill="#ffe9a6" rotate={25} />
      <PawMark x={300} y={110} size={22} fill="#ffe9a6" rotate={10} />
      <PawMark x={110} y={210} size={24} fill="#ffe9a6" rotate={-35} />
      <circle cx="200" cy="150" r="58" fill={C.white} />
      <PawMark x={200} y={152} size={64} fill={C.accent} />
    </svg>
  );
}
