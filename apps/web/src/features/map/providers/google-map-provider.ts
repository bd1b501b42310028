import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import type { MapHandle, MapMarker, MapProvider } from '../map-provider.ts';
import { CLUSTER_OPTIONS } from '../marker-clusters.ts';
import { createClusterElement, createPinElement, placeClusterLabel } from '../pin-elements.ts';
import { withRetries } from './with-retries.ts';

/**
 * The Maps JavaScript API release we build against: the release of the @types/google.maps we
 * compile with. Pinned so a Google release cannot change the map under us; Google serves the
 * nearest available release once this one is retired.
 */
export const GOOGLE_MAPS_VERSION = '3.66';
/** Spec §7: the script load is retried up to 3 times. */
export const GOOGLE_MAPS_LOAD_RETRIES = 3;
const RETRY_BASE_DELAY_MS = 1000;
/** Google's id for maps without their own style; advanced markers need some map id. */
const DEMO_MAP_ID = 'DEMO_MAP_ID';

type GoogleOptions = { apiKey: string; mapId?: string | undefined };

// The loader takes its options once per page; later calls would be ignored with a warning.
let configured = false;
function configureLoader(apiKey: string) {
  if (configured) return;
  setOptions({ key: apiKey, v: GOOGLE_MAPS_VERSION, language: 'ko', region: 'KR' });
  configured = true;
}

/** Google Maps with advanced markers, clustered by @googlemaps/markerclusterer. */
export function createGoogleMapProvider({
  apiKey,
  mapId = DEMO_MAP_ID,
}: GoogleOptions): MapProvider {
  return {
    name: 'google',
    async createMap(
      container,
      { centre, zoom, clusterLabel = placeClusterLabel },
    ): Promise<MapHandle> {
      configureLoader(apiKey);
      // A failed script load resets the loader, so importing again fetches the script again.
      const [{ Map: GoogleMap }, { AdvancedMarkerElement }] = await withRetries(
        () => Promise.all([importLibrary('maps'), importLibrary('marker')]),
        { retries: GOOGLE_MAPS_LOAD_RETRIES, baseDelayMs: RETRY_BASE_DELAY_MS },
      );
      const map = new GoogleMap(container, {
        center: centre,
        zoom,
        mapId,
        clickableIcons: false,
        streetViewControl: false,
        mapTypeControl: false,
      });
      const clusterer = new MarkerClusterer({
        map,
        algorithm: new SuperClusterAlgorithm(CLUSTER_OPTIONS),
        renderer: {
          render: ({ count, position }) =>
            new AdvancedMarkerElement({
              position,
              content: createClusterElement(count, clusterLabel(count)),
              title: clusterLabel(count),
              zIndex: 2000 + count,
            }),
        },
      });

      const drawMarker = (marker: MapMarker) => {
        const drawn = new AdvancedMarkerElement({
          position: marker.position,
          content: createPinElement(marker.label, marker.selected, marker.tone),
          title: marker.label,
          gmpClickable: true,
          zIndex: marker.selected ? 1000 : 0,
        });
        drawn.addListener('click', marker.onClick);
        return drawn;
      };

      const getCentre = () => {
        const centreNow = map.getCenter();
        return centreNow === undefined ? centre : { lat: centreNow.lat(), lng: centreNow.lng() };
      };

      return {
        setMarkers(markers) {
          clusterer.clearMarkers(true);
          clusterer.addMarkers(markers.map(drawMarker));
        },
        recentre(next) {
          map.panTo(next);
        },
        getCentre,
        onIdle(listener) {
          const subscription = map.addListener('idle', () => listener(getCentre()));
          return () => subscription.remove();
        },
        // Google's tiles come with its script: a script that cannot load rejects createMap,
        // which the caller reports, and once it runs Google draws its own tile errors.
        onTileFailure: () => () => undefined,
        destroy() {
          clusterer.setMap(null);
          google.maps.event.clearInstanceListeners(map);
          container.replaceChildren();
        },
      };
    },
  };
}
