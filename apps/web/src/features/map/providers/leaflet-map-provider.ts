import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { nextTask } from '@/lib/next-task.ts';
import type { LatLng, MapHandle, MapMarker, MapProvider } from '../map-provider.ts';
import { clusterMarkers } from '../marker-clusters.ts';
import styles from '../pin.module.css';
import { createClusterElement, createPinElement, placeClusterLabel } from '../pin-elements.ts';

type LeafletOptions = { tileUrl: string; attribution: string };

// The pin is drawn 34 px wide inside a 44 px square, a full tap target.
const PIN_SIZE: L.PointTuple = [44, 44];
const CLUSTER_SIZE: L.PointTuple = [44, 44];

function toLatLng(position: LatLng): L.LatLngTuple {
  return [position.lat, position.lng];
}

/**
 * Tiles whose pictures are asked for a few per task. Each request started from script costs a
 * phone several milliseconds of main thread (Chrome's request set-up, measured for the boot
 * script's preloads, boot.ts), and Leaflet asks for the whole view's fifteen or more in the task
 * that draws the map. Until its picture comes, a tile is transparent over the server's first view.
 */
const TILES_PER_TASK = 3;

class PacedTileLayer extends L.TileLayer {
  private readonly waiting: Array<{ tile: HTMLImageElement; url: string }> = [];
  private asking = false;

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('img');
    // Decorative: screen readers skip the tiles (Leaflet's own choice).
    tile.alt = '';
    tile.addEventListener('load', () => done(undefined, tile));
    tile.addEventListener('error', () => done(new Error('The tile did not load'), tile));
    this.waiting.push({ tile, url: this.getTileUrl(coords) });
    void this.askForWaitingTiles();
    return tile;
  }

  private async askForWaitingTiles() {
    if (this.asking) return;
    this.asking = true;
    while (this.waiting.length > 0) {
      // Leaflet places the tiles once it has made them all: their pictures come from later tasks.
      await nextTask();
      // A tile Leaflet dropped meanwhile (the view moved on) is not asked for.
      for (const { tile, url } of this.waiting.splice(0, TILES_PER_TASK)) {
        if (tile.isConnected) tile.src = url;
      }
    }
    this.asking = false;
  }
}

/** Enter and Space activate a marker, as they would a button (Leaflet only gives it the role). */
function onActivateKey(handler: () => void) {
  return (event: L.LeafletKeyboardEvent) => {
    const { key } = event.originalEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    handler();
  };
}

/**
 * Leaflet with raster tiles from `tileUrl`. Markers and clusters are DOM elements placed by
 * coordinates, so they appear and answer clicks even when no tile can load.
 */
export function createLeafletMapProvider({ tileUrl, attribution }: LeafletOptions): MapProvider {
  return {
    name: 'leaflet',
    async createMap(
      container,
      { centre, zoom, clusterLabel = placeClusterLabel },
    ): Promise<MapHandle> {
      // Leaflet's own zoom buttons are named in English ("Zoom in"); ours are named in Korean.
      const map = L.map(container, { center: toLatLng(centre), zoom, zoomControl: false });
      L.control.zoom({ zoomInTitle: '확대', zoomOutTitle: '축소' }).addTo(map);
      const tiles = new PacedTileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
      // Tiles start loading now, before anyone subscribes: the state is kept for late listeners.
      let tileLoaded = false;
      let tilesFailing = false;
      tiles.on('tileload', () => {
        tileLoaded = true;
        tilesFailing = false;
      });
      tiles.on('tileerror', () => {
        if (!tileLoaded) tilesFailing = true;
      });
      // The credit line, without Leaflet's own flag-and-link prefix.
      map.attributionControl.setPrefix(false);
      const layer = L.layerGroup().addTo(map);
      let markers: readonly MapMarker[] = [];

      const drawMarker = (marker: MapMarker) => {
        const drawn = L.marker(toLatLng(marker.position), {
          icon: L.divIcon({
            html: createPinElement(marker.label, marker.selected, marker.tone),
            className: styles.leafletIcon,
            iconSize: PIN_SIZE,
            iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
          }),
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: marker.selected ? 1000 : 0,
        });
        drawn.on('click', marker.onClick);
        drawn.on('keydown', onActivateKey(marker.onClick));
        return drawn;
      };

      const drawCluster = (position: LatLng, count: number, expansionZoom: number) => {
        const zoomIn = () => map.setView(toLatLng(position), expansionZoom);
        const drawn = L.marker(toLatLng(position), {
          icon: L.divIcon({
            html: createClusterElement(count, clusterLabel(count)),
            className: styles.leafletIcon,
            iconSize: CLUSTER_SIZE,
          }),
          keyboard: true,
        });
        drawn.on('click', zoomIn);
        drawn.on('keydown', onActivateKey(zoomIn));
        return drawn;
      };

      const draw = () => {
        layer.clearLayers();
        for (const group of clusterMarkers(markers, map.getZoom())) {
          layer.addLayer(
            group.kind === 'marker'
              ? drawMarker(group.marker)
              : drawCluster(group.position, group.count, group.expansionZoom),
          );
        }
      };
      // Clusters depend on the zoom: regroup after every zoom.
      map.on('zoomend', draw);
      let destroyed = false;

      const getCentre = () => {
        const { lat, lng } = map.getCenter();
        return { lat, lng };
      };

      return {
        setMarkers(next) {
          markers = next;
          draw();
        },
        recentre(next) {
          map.panTo(toLatLng(next));
        },
        getCentre,
        onIdle(listener) {
          // Leaflet's moveend is Google's idle: the view stopped changing after a pan or zoom.
          const onMoveEnd = () => listener(getCentre());
          map.on('moveend', onMoveEnd);
          return () => {
            map.off('moveend', onMoveEnd);
          };
        },
        onTileFailure(listener) {
          // Registered after the handlers above, so they read the state those just set.
          const report = () => listener(tilesFailing);
          if (tilesFailing) report();
          tiles.on('tileload tileerror', report);
          return () => {
            tiles.off('tileload tileerror', report);
          };
        },
        destroy() {
          // Cleanup may run twice (React effects); Leaflet throws on a second remove().
          if (destroyed) return;
          destroyed = true;
          map.remove();
        },
      };
    },
  };
}
