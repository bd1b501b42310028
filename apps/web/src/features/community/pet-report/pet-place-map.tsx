import type * as L from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { PET_REPORT_MESSAGES } from '@/lib/pet-report-messages.ts';
import { Button } from '@/ui/button.tsx';
import {
  createTiledMap,
  type LatLng,
  pickedPin,
  publishedArea,
  type TileSettings,
} from './pet-leaflet.ts';
import styles from './pet-report-fields.module.css';

type PetPlaceMapProps = {
  tiles: TileSettings;
  /** Where the map opens when no point is picked yet. */
  centre: LatLng;
  point: LatLng | null;
  onPick: (point: LatLng) => void;
};

const round = (value: number) => Number(value.toFixed(6));

/**
 * The map of the write form (loaded only when a report is written): a tap or click picks the
 * place; keyboard users move the map with the arrow keys (Leaflet's own) and press the button
 * to put the pin at its centre. The circle shows what others will see: the area, not the point.
 */
export default function PetPlaceMap({ tiles, centre, point, onPick }: PetPlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.Layer[]>([]);
  const pick = useEffectEvent((at: LatLng) => onPick({ lat: round(at.lat), lng: round(at.lng) }));
  const opening = useRef(point ?? centre);

  useEffect(() => {
    if (container.current === null) return;
    const created = createTiledMap(container.current, tiles, opening.current, 16);
    created.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng));
    map.current = created;
    return () => {
      map.current = null;
      created.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const shown = map.current;
    if (shown === null) return;
    for (const layer of drawn.current) layer.remove();
    drawn.current = [];
    if (point === null) return;
    drawn.current = [publishedArea(point).addTo(shown), pickedPin(point).addTo(shown)];
    if (!shown.getBounds().contains(point)) shown.panTo(point);
  }, [point]);

  return (
    <div className={styles.mapBox}>
      <div
        ref={container}
        className={styles.map}
        role="application"
        aria-label={PET_REPORT_MESSAGES.placeMap}
      />
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          if (map.current !== null) pick(map.current.getCenter());
        }}
      >
        {PET_REPORT_MESSAGES.placeCentre}
      </Button>
    </div>
  );
}
