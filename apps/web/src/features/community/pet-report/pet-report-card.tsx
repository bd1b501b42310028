import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import {
  AGE_BAND_LABELS,
  type CommunityPostWithReport,
  PET_COLORS,
  PET_POSTER_WARNING,
  PET_REPORT_KIND_LABELS,
  PET_REPORT_STATUS_LABELS,
  PET_SEX_LABELS,
  PET_SIZE_LABELS,
  type PetReport,
  petReportCategoryOf,
  SPECIES_LABELS,
} from '@daengnyang/contract/pet-reports';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { formatDate, formatPrice, formatTime } from '@/lib/format.ts';
import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { WhenVisible } from '@/ui/when-visible.tsx';
import { PetLeadPhoto } from './pet-lead-photo.tsx';
import styles from './pet-report-card.module.css';
import { useMapTiles } from './use-map-tiles.ts';

// Leaflet loads after the page is on screen, and only when the map is; the server draws its frame.
const PetAreaMap = lazy(() => import('./pet-area-map.tsx'));
// Members' tools: a member is known only after hydration, so they are never in the server's HTML.
const PetReportTools = lazy(() => import('./pet-report-tools.tsx'));

const tristate = (value: boolean | null) =>
  value === null ? TEXT.unknown : value ? TEXT.yes : TEXT.no;

type PetReportCardProps = { post: CommunityPostWithReport; report: PetReport };

/**
 * The structured report above the post's text: what the animal looks like, when and where (the
 * published area, never the exact point), how to reach the writer (the phone only for members,
 * as the server sends it), a standing warning against advance payments, and members' tools.
 */
export default function PetReportCard({ post, report }: PetReportCardProps) {
  const { user } = useCurrentUser();
  const missing = petReportCategoryOf(report.kind) === COMMUNITY_MISSING_CATEGORY_ID;
  const rows: [string, ReactNode][] = [
    [TEXT.species, [SPECIES_LABELS[report.species], report.breed].filter(Boolean).join(' · ')],
    [TEXT.sex, PET_SEX_LABELS[report.sex]],
    [TEXT.neutered, tristate(report.neutered)],
    [TEXT.ageBand, AGE_BAND_LABELS[report.ageBand]],
  ];
  if (missing) rows.push([TEXT.size, PET_SIZE_LABELS[report.size]]);
  if (report.colors.length > 0)
    rows.push([TEXT.colors, <ColorList key="colors" colors={report.colors} />]);
  if (report.marks !== null) rows.push([TEXT.marks, report.marks]);
  if (report.eventAt !== null) {
    rows.push([
      TEXT.eventAt,
      <time key="eventAt" dateTime={report.eventAt}>
        {formatDate(report.eventAt)} {formatTime(report.eventAt)}
      </time>,
    ]);
  }
  if (report.areaText !== null) rows.push([TEXT.area, report.areaText]);
  if (report.vaccinated !== null) rows.push([TEXT.vaccinated, tristate(report.vaccinated)]);
  if (report.region !== null) rows.push([TEXT.region, report.region]);
  if (report.conditions !== null) rows.push([TEXT.conditions, report.conditions]);
  if (missing) rows.push([TEXT.contact, <Contact key="contact" report={report} />]);
  if (report.reward !== null && report.reward > 0) {
    rows.push([TEXT.reward, formatPrice(report.reward)]);
  }

  const point =
    report.lat !== null && report.lng !== null ? { lat: report.lat, lng: report.lng } : null;

  return (
    <section className={styles.card} aria-label={TEXT.cardLabel}>
      <div className={styles.badges}>
        <span className={`${styles.kind} ${styles[report.kind]}`}>
          {PET_REPORT_KIND_LABELS[report.kind]}
        </span>
        <span className={styles.status}>{PET_REPORT_STATUS_LABELS[report.status]}</span>
      </div>
      <div className={styles.body}>
        <dl className={styles.facts}>
          {rows.map(([term, detail]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        {(post.communityImgs.length > 0 || point !== null) && (
          <div className={styles.side}>
            <PetLeadPhoto images={post.communityImgs} title={post.title} />
            {point !== null && (
              <AreaMap point={point} label={TEXT.areaMapLabel(report.areaText ?? '')} />
            )}
          </div>
        )}
      </div>
      <p className={styles.warning} role="note">
        {PET_POSTER_WARNING}
      </p>
      {user !== null && (
        <Suspense fallback={null}>
          <PetReportTools
            communityId={post.communityId}
            title={post.title}
            report={report}
            isAuthor={user.userId === post.user.userId}
          />
        </Suspense>
      )}
    </section>
  );
}

function ColorList({ colors }: { colors: PetReport['colors'] }) {
  return (
    <ul className={styles.colors}>
      {PET_COLORS.filter((color) => colors.includes(color.id)).map((color) => (
        <li key={color.id} className={styles.color}>
          <span className={styles.swatch} style={{ background: color.swatch }} />
          {color.label}
        </li>
      ))}
    </ul>
  );
}

function Contact({ report }: { report: PetReport }) {
  if (report.contact === 'comments') return TEXT.contactComments;
  if (report.phone === null) return TEXT.contactPhoneSignIn;
  return <a href={`tel:${report.phone.replaceAll('-', '')}`}>{report.phone}</a>;
}

/**
 * Leaflet starts only when the map's frame comes on screen: on a phone the map is below the
 * picture and the facts, and its code would cost the first view's processor time for nothing.
 */
const MAP_LOAD_AHEAD_PX = 0;

function AreaMap({ point, label }: { point: { lat: number; lng: number }; label: string }) {
  const { lat, lng } = point;
  const place = useMemo(() => ({ lat, lng }), [lat, lng]);
  const tiles = useMapTiles();
  const frame = <div className={styles.map} />;
  return (
    <WhenVisible placeholderClassName={styles.map} aheadPx={MAP_LOAD_AHEAD_PX}>
      {tiles === null ? (
        frame
      ) : (
        <Suspense fallback={frame}>
          <PetAreaMap tiles={tiles} point={place} label={label} />
        </Suspense>
      )}
    </WhenVisible>
  );
}
