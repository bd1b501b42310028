import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { nextTask } from '@/lib/next-task.ts';
import { firstViewTiles, TILE_SIZE } from '../first-view-tiles.ts';
import { loadMapProvider } from '../load-map-provider.ts';
import type { LatLng, MapHandle, MapMarker } from '../map-provider.ts';
import type { MapSettings } from '../map-settings.ts';
import styles from './place-map.module.css';

/** What a marker shows of an item: the provider adds whether it is selected and its click. */
export type MarkerOf<Item> = (item: Item) => Omit<MapMarker, 'selected' | 'onClick'>;

type PlaceMapProps<Item> = {
  settings: MapSettings;
  /** Where the map looks; changing it pans the map there. */
  centre: LatLng;
  /** The places (or pet reports) drawn as markers, each by `markerOf`. */
  items: readonly Item[];
  markerOf: MarkerOf<Item>;
  /** The `id` of the chosen item's marker. */
  selectedId: string | null;
  onSelect: (item: Item) => void;
  /** The map came to rest after the user panned or zoomed it. */
  onIdle?: (centre: LatLng) => void;
  zoom?: number;
  /** A cluster's accessible name (the map's first one is kept); places by default. */
  clusterLabel?: (count: number) => string;
  className?: string;
};

/**
 * The tile server's credit line as text, for the first view's tiles (Leaflet shows the HTML,
 * links and all, once it draws the map): the operator's HTML is never put into the page as is.
 */
function plainCredit(attribution: string): string {
  return attribution
    .replace(/<[^>]*>/g, '')
    .replaceAll('&copy;', '©')
    .replaceAll('&amp;', '&')
    .trim();
}

/**
 * The places (or the pet reports) as markers on a map drawn by the configured provider (Google
 * Maps or Leaflet), whose code is loaded only when this mounts.
 */
export function PlaceMap<Item>({
  settings,
  centre,
  items,
  markerOf,
  selectedId,
  onSelect,
  onIdle,
  zoom = MAP_DEFAULTS.zoom,
  clusterLabel,
  className,
}: PlaceMapProps<Item>) {
  const containerRef = useRef<HTMLElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  // The provider could not load at all, or it drew a map whose tiles cannot be fetched.
  const [failed, setFailed] = useState(false);
  const [tilesFailing, setTilesFailing] = useState(false);
  // The map opens where the first render asked; later centres pan it (effect below).
  const initialView = useRef({ centre, zoom, clusterLabel });
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
        // Evaluating the provider's code (Leaflet) was one task; drawing the map is the next.
        await nextTask();
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

  // Leaflet's first view, drawn with the page (and by the server) until Leaflet draws its own.
  const firstView = useMemo(
    () =>
      googleMapsApiKey
        ? []
        : firstViewTiles(tileUrl, initialView.current.centre, initialView.current.zoom),
    [googleMapsApiKey, tileUrl],
  );

  const selectItem = useEffectEvent((item: Item) => onSelect(item));
  const markerOfItem = useEffectEvent(markerOf);
  useEffect(() => {
    handle?.setMarkers(
      items.map((item) => {
        const marker = markerOfItem(item);
        return { ...marker, selected: marker.id === selectedId, onClick: () => selectItem(item) };
      }),
    );
  }, [handle, items, selectedId]);

  const { lat, lng } = centre;
  useEffect(() => {
    handle?.recentre({ lat, lng });
  }, [handle, lat, lng]);

  const reportIdle = useEffectEvent((at: LatLng) => onIdle?.(at));
  useEffect(() => handle?.onIdle(reportIdle), [handle]);
  useEffect(() => handle?.onTileFailure(setTilesFailing), [handle]);

  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {handle === null && !failed && firstView.length > 0 && (
        <div className={styles.firstView} aria-hidden="true">
          {firstView.map((tile) => (
            <img
              key={`${tile.left},${tile.top}`}
              className={styles.firstViewTile}
              src={tile.url}
              alt=""
              width={TILE_SIZE}
              height={TILE_SIZE}
              loading={tile.inSight ? 'eager' : 'lazy'}
              style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
            />
          ))}
          <p className={styles.firstViewCredit}>{plainCredit(tileAttribution)}</p>
        </div>
      )}
      <section className={styles.map} ref={containerRef} aria-label="지도" />
      {(failed || tilesFailing) && (
        <p className={styles.failed} role="alert">
          <span className={styles.failedMessage}>{ERROR_MESSAGES.mapLoadFailed}</span>
        </p>
      )}
    </div>
  );
}
