type PawMarkProps = { x: number; y: number; size?: number; fill: string; rotate?: number };

/** A paw print centred on (x, y), `size` wide: the motif shared by the illustrations. */
export function PawMark({ x, y, size = 20, fill, rotate = 0 }: PawMarkProps) {
  const scale = size / 64;
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-32 -34)`}
      fill={fill}
    >
      <path d="M32 30c-8 0-15 8.5-15 15.5 0 5 4 7.5 8.5 7.5 2.6 0 4.4-1.3 6.5-1.3s3.9 1.3 6.5 1.3c4.5 0 8.5-2.5 8.5-7.5C47 38.5 40 30 32 30z" />
      <ellipse cx="17" cy="29" rx="5" ry="6.5" transform="rotate(-20 17 29)" />
      <ellipse cx="26" cy="18" rx="5" ry="7" />
      <ellipse cx="38" cy="18" rx="5" ry="7" />
      <ellipse cx="47" cy="29" rx="5" ry="6.5" transform="rotate(20 47 29)" />
    </g>
  );
}
