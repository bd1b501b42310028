import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import type { MapMarker } from './map-provider.ts';
import { clusterMarkers } from './marker-clusters.ts';

const { centre } = MAP_DEFAULTS;
/** Degrees of longitude one screen pixel spans at `zoom` on 256-pixel tiles. */
const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

function markerAt(id: string, pixelsEast: number, zoom = 15): MapMarker {
  return {
    id,
    label: id,
    selected: false,
    onClick: vi.fn(),
    position: { lat: centre.lat, lng: centre.lng + pixelsEast * degreesPerPixel(zoom) },
  };
}

function summary(markers: MapMarker[], zoom = 15) {
  return clusterMarkers(markers, zoom).map((group) =>
    group.kind === 'marker' ? group.marker.id : `cluster of ${group.count}`,
  );
}

describe('clusterMarkers', () => {
  it('leaves a lone marker alone: a cluster needs at least 2', () => {
    expect(summary([markerAt('병원', 0)])).toEqual(['병원']);
  });

  it('groups markers within 60 pixels and keeps those further apart', () => {
    expect(summary([markerAt('a', 0), markerAt('b', 50)])).toEqual(['cluster of 2']);
    expect(summary([markerAt('a', 0), markerAt('b', 70)]).sort()).toEqual(['a', 'b']);
  });

  it('counts every marker of a cluster and keeps distant ones single', () => {
    const markers = [markerAt('a', 0), markerAt('b', 10), markerAt('c', 20), markerAt('far', 400)];

    expect(summary(markers).sort()).toEqual(['cluster of 3', 'far']);
  });

  it('tells the zoom at which a cluster comes apart, where its markers are single', () => {
    // 12 pixels apart at zoom 15 is 48 at zoom 17 and 96 at zoom 18.
    const markers = [markerAt('a', 0), markerAt('b', 12)];
    const [cluster] = clusterMarkers(markers, 15);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');

    expect(cluster.expansionZoom).toBe(18);
    expect(summary(markers, 17)).toEqual(['cluster of 2']);
    expect(summary(markers, 18).sort()).toEqual(['a', 'b']);
  });

  it('places a cluster between its markers', () => {
    const [cluster] = clusterMarkers([markerAt('a', 0), markerAt('b', 20)], 15);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');

    // Within a metre or so: supercluster averages in projected coordinates.
    expect(cluster.position.lat).toBeCloseTo(centre.lat, 4);
    expect(cluster.position.lng).toBeCloseTo(centre.lng + 10 * degreesPerPixel(15), 4);
  });

  it('keeps the selected marker out of clusters', () => {
    const selected = { ...markerAt('open', 10), selected: true };

    expect(summary([markerAt('a', 0), selected, markerAt('b', 20)]).sort()).toEqual([
      'cluster of 2',
      'open',
    ]);
    expect(summary([markerAt('a', 0), selected]).sort()).toEqual(['a', 'open']);
  });

  it('draws nothing for no markers', () => {
    expect(clusterMarkers([], 15)).toEqual([]);
  });
});
