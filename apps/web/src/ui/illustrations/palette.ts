/** Colours of the illustrations: the accent yellow with warm shades, and the app's greys. */
export const ILLUSTRATION_COLORS = {
  accent: '#ffc421',
  accentShade: '#eaa400',
  accentLight: '#ffdc6e',
  accentSoft: '#fff6d9',
  cream: '#fff3d1',
  ink: '#3d434d',
  greyDark: '#6b7280',
  grey: '#9aa1ad',
  greyLight: '#cfd4dc',
  greyPale: '#e4e7ec',
  page: '#f2f4f8',
  white: '#ffffff',
  blush: '#f7a8b3',
} as const;
