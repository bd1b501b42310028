import { useEffect, useRef } from 'react';
import { createTiledMap, type LatLng, publishedArea, type TileSettings } from './pet-leaflet.ts';
import styles from './pet-report-card.module.css';

type PetAreaMapProps = { tiles: TileSettings; point: LatLng; label: string };

/** The card's small map (loaded after the page): the published area as a circle, nothing finer. */
export default function PetAreaMap({ tiles, point, label }: PetAreaMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (container.current === null) return;
    const map = createTiledMap(container.current, tiles, point, 15, {
      zoomControl: false,
      scrollWheelZoom: false,
      dragging: false,
      keyboard: false,
    });
    publishedArea(point).addTo(map);
    return () => {
      map.remove();
    };
  }, [tiles, point]);

  return <div ref={container} className={styles.map} role="img" aria-label={label} />;
}
