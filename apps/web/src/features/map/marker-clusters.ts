import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import Supercluster from 'supercluster';
import type { LatLng, MapMarker } from './map-provider.ts';

/**
 * Spec §9's clustering, for both providers: markers within 60 screen pixels of each other
 * form a cluster of at least 2. Supercluster measures its radius against a tile `extent`;
 * Google Maps and Leaflet draw 256-pixel tiles, so the extent is 256 and 60 means 60 pixels.
 * Above `maxZoom` (street level) nothing is clustered any more.
 */
export const CLUSTER_OPTIONS = {
  radius: MAP_DEFAULTS.clusterGridPixels,
  minPoints: MAP_DEFAULTS.clusterMinimumMarkers,
  extent: 256,
  maxZoom: 18,
} as const;

export type MarkerGroup =
  | { kind: 'marker'; marker: MapMarker }
  | { kind: 'cluster'; id: number; position: LatLng; count: number; expansionZoom: number };

type PointProperties = { index: number };

/**
 * The markers as they are drawn at `zoom`: single markers and clusters. A selected marker is
 * never hidden in a cluster, so the place whose card is open stays visible on the map.
 */
export function clusterMarkers(markers: readonly MapMarker[], zoom: number): MarkerGroup[] {
  const selected = markers.filter((marker) => marker.selected);
  const clustered = markers.filter((marker) => !marker.selected);
  const index = new Supercluster<PointProperties>(CLUSTER_OPTIONS);
  index.load(
    clustered.map((marker, markerIndex) => ({
      type: 'Feature' as const,
      properties: { index: markerIndex },
      geometry: { type: 'Point' as const, coordinates: [marker.position.lng, marker.position.lat] },
    })),
  );
  // The whole world at once: a radius search returns tens of places, not a viewport's worth.
  const groups = index
    .getClusters([-180, -85, 180, 85], Math.round(zoom))
    .flatMap((feature): MarkerGroup[] => {
      const [lng, lat] = feature.geometry.coordinates;
      if (lng === undefined || lat === undefined) return [];
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const id = feature.properties.cluster_id;
        return [
          {
            kind: 'cluster',
            id,
            position: { lat, lng },
            count: feature.properties.point_count,
            expansionZoom: index.getClusterExpansionZoom(id),
          },
        ];
      }
      const marker = clustered[feature.properties.index];
      return marker === undefined ? [] : [{ kind: 'marker', marker }];
    });
  return [...groups, ...selected.map((marker): MarkerGroup => ({ kind: 'marker', marker }))];
}
