import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { Place } from '@daengnyang/contract/map';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { loadMapProvider } from '../load-map-provider.ts';
import type { LatLng, MapHandle } from '../map-provider.ts';
import type { MapSettings } from '../map-settings.ts';
import { placePosition } from '../place-position.ts';
import styles from './place-map.module.css';

type PlaceMapProps = {
  settings: MapSettings;
  /** Where the map looks; changing it pans the map there. */
  centre: LatLng;
  places: readonly Place[];
  selectedPlaceId: number | null;
  onSelectPlace: (place: Place) => void;
  /** The map came to rest after the user panned or zoomed it. */
  onIdle?: (centre: LatLng) => void;
  zoom?: number;
  className?: string;
};

/**
 * The places as markers on a map drawn by the configured provider (Google Maps or Leaflet),
 * whose code is loaded only when this mounts.
 */
export function PlaceMap({
  settings,
  centre,
  places,
  selectedPlaceId,
  onSelectPlace,
  onIdle,
  zoom = MAP_DEFAULTS.zoom,
  className,
}: PlaceMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  // The provider could not load at all, or it drew a map whose tiles cannot be fetched.
  const [failed, setFailed] = useState(false);
  const [tilesFailing, setTilesFailing] = useState(false);
  // The map opens where the first render asked; later centres pan it (effect below).
  const initialView = useRef({ centre, zoom });
  // Compared field by field: a settings object rebuilt on each render must not rebuild the map.
  const { googleMapsApiKey, googleMapId, tileUrl, tileAttribution } = settings;

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    let cancelled = false;
    let created: MapHandle | null = null;
    void (async () => {
      try {
        const provider = await loadMapProvider({
          googleMapsApiKey,
          googleMapId,
          tileUrl,
          tileAttribution,
        });
        if (cancelled) return;
        const map = await provider.createMap(container, initialView.current);
        if (cancelled) {
          map.destroy();
          return;
        }
        created = map;
        setHandle(map);
      } catch (error) {
        console.error('The map could not be loaded', error);
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      created?.destroy();
      setHandle(null);
      setTilesFailing(false);
    };
  }, [googleMapsApiKey, googleMapId, tileUrl, tileAttribution]);

  const selectPlace = useEffectEvent((place: Place) => onSelectPlace(place));
  useEffect(() => {
    handle?.setMarkers(
      places.map((place) => ({
        id: String(place.mapInfoId),
        position: placePosition(place),
        label: place.name,
        selected: place.mapInfoId === selectedPlaceId,
        onClick: () => selectPlace(place),
      })),
    );
  }, [handle, places, selectedPlaceId]);

  const { lat, lng } = centre;
  useEffect(() => {
    handle?.recentre({ lat, lng });
  }, [handle, lat, lng]);

  const reportIdle = useEffectEvent((at: LatLng) => onIdle?.(at));
  useEffect(() => handle?.onIdle(reportIdle), [handle]);
  useEffect(() => handle?.onTileFailure(setTilesFailing), [handle]);

  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <section className={styles.map} ref={containerRef} aria-label="지도" />
      {(failed || tilesFailing) && (
        <p className={styles.failed} role="alert">
          <span className={styles.failedMessage}>{ERROR_MESSAGES.mapLoadFailed}</span>
        </p>
      )}
    </div>
  );
}
