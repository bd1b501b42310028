import styles from './pin.module.css';

function classNames(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

// A teardrop with a white disc and a paw; `currentColor` lets .selected recolour it.
const PIN_SVG = `<svg viewBox="0 0 34 44" aria-hidden="true">
<path fill="currentColor" d="M17 1C8.2 1 1 7.9 1 16.7 1 28.4 17 43 17 43s16-14.6 16-26.3C33 7.9 25.8 1 17 1z"/>
<circle cx="17" cy="16.5" r="10" fill="#fff"/>
<g fill="#3d434d" transform="translate(17 17.5) scale(0.24) translate(-32 -34)">
<path d="M32 30c-8 0-15 8.5-15 15.5 0 5 4 7.5 8.5 7.5 2.6 0 4.4-1.3 6.5-1.3s3.9 1.3 6.5 1.3c4.5 0 8.5-2.5 8.5-7.5C47 38.5 40 30 32 30z"/>
<ellipse cx="17" cy="29" rx="5" ry="6.5" transform="rotate(-20 17 29)"/>
<ellipse cx="26" cy="18" rx="5" ry="7"/><ellipse cx="38" cy="18" rx="5" ry="7"/>
<ellipse cx="47" cy="29" rx="5" ry="6.5" transform="rotate(20 47 29)"/>
</g></svg>`;

/** PIN_SVG is a constant of ours, never user text, so innerHTML carries no markup from outside. */
export function createPinElement(label: string, selected: boolean, tone?: string): HTMLElement {
  const pin = document.createElement('span');
  pin.className = classNames(styles.pin, selected && styles.selected);
  if (tone) pin.style.setProperty('--pin-tone', tone);
  pin.innerHTML = PIN_SVG;
  const name = document.createElement('span');
  name.className = classNames(styles.visuallyHidden);
  name.textContent = label;
  pin.append(name);
  return pin;
}

/** Starts with the number the bubble shows, as a word of its own (WCAG 2.5.3: a speech user says it). */
export function placeClusterLabel(count: number): string {
  return `${count} 곳의 장소, 눌러서 확대`;
}

export function createClusterElement(count: number, label: string): HTMLElement {
  const cluster = document.createElement('span');
  cluster.className = classNames(styles.cluster);
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = String(count);
  const name = document.createElement('span');
  name.className = classNames(styles.visuallyHidden);
  name.textContent = label;
  cluster.append(shown, name);
  return cluster;
}
