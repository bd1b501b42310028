import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { MapHandle, MapMarker } from './map-provider.ts';

function markerButton(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = marker.label;
  button.addEventListener('click', marker.onClick);
  return button;
}

/**
 * A map without a drawing library, for tests: each marker is a button named after its place,
 * and a test overrides what it wants to watch or drive (the centre, idle, the tiles).
 */
export function testMapHandle(container: HTMLElement, overrides: Partial<MapHandle> = {}) {
  const handle: MapHandle = {
    setMarkers: (markers) => container.replaceChildren(...markers.map(markerButton)),
    recentre: () => undefined,
    getCentre: () => MAP_DEFAULTS.centre,
    onIdle: () => () => undefined,
    onTileFailure: () => () => undefined,
    destroy: () => container.replaceChildren(),
    ...overrides,
  };
  return handle;
}
