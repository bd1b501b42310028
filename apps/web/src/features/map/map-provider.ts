/**
 * What the map page needs from a map, whoever draws it. Google Maps and Leaflet implement it
 * today; a Kakao Maps provider would be one more implementation and one more branch in
 * load-map-provider.ts, with no change to the components.
 */

export type LatLng = { lat: number; lng: number };

export type MapMarker = {
  /** Stable across calls, so a provider may keep the marker it already drew. */
  id: string;
  position: LatLng;
  /** The marker's accessible name, e.g. the place's name. */
  label: string;
  /** The pin's colour (a CSS colour, e.g. `var(--color-danger)`), else the accent. */
  tone?: string;
  selected: boolean;
  onClick: () => void;
};

export type MapHandle = {
  /**
   * Replaces every marker. Markers closer than the cluster grid (spec §9: 60 px, at least 2
   * markers) are drawn as one cluster showing their count; clicking it zooms in.
   */
  setMarkers: (markers: readonly MapMarker[]) => void;
  /** Moves the map so that `centre` is in the middle, keeping the zoom. */
  recentre: (centre: LatLng) => void;
  getCentre: () => LatLng;
  /** Calls `listener` whenever the map comes to rest after a pan or zoom; returns the unsubscribe. */
  onIdle: (listener: (centre: LatLng) => void) => () => void;
  /**
   * Calls `listener(true)` while the map's tiles cannot be fetched (they fail and none has
   * loaded), `listener(false)` once one loads; a late subscriber hears the current state.
   * Returns the unsubscribe. Markers keep working either way.
   */
  onTileFailure: (listener: (failing: boolean) => void) => () => void;
  /** Removes the map, its markers and listeners from the container. */
  destroy: () => void;
};

/** Where a new map looks, and what its clusters are called. */
export type MapView = {
  centre: LatLng;
  zoom: number;
  /** A cluster's accessible name, starting with its count; places by default. */
  clusterLabel?: (count: number) => string;
};

export type MapProvider = {
  readonly name: 'google' | 'leaflet';
  createMap: (container: HTMLElement, view: MapView) => Promise<MapHandle>;
};
