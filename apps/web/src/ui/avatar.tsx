import styles from './avatar.module.css';

type AvatarProps = { src: string; size?: 'small' | 'large' };

/** A profile picture next to the name it belongs to, so it adds nothing for screen readers. */
export function Avatar({ src, size = 'small' }: AvatarProps) {
  return <img className={`${styles.avatar} ${styles[size]}`} src={src} alt="" />;
}
