import { PET_SEX_LABELS } from '@daengnyang/contract/pet-report-constants';
import type { ShelterAnimal } from '@daengnyang/contract/pet-reports';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Pager } from '@/ui/pager.tsx';
import { useShelterAnimals } from '../api/get-shelter-animals.ts';
import { PET_BROWSING_MESSAGES } from '../pet-report-messages.ts';
import { CommunityListSkeleton } from './community-list-skeleton.tsx';
import styles from './shelter-animal-list.module.css';

/** "공고 종료 D-3"; its last day is D-day; past it, the notice has ended. */
export function noticeEndText(daysLeft: number): string {
  if (daysLeft < 0) return '공고 종료됨';
  return daysLeft === 0 ? '공고 종료 D-day' : `공고 종료 D-${daysLeft}`;
}

/** The number a phone dials: digits only (051-710-1234 → 0517101234). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ShelterAnimalCard({ animal }: { animal: ShelterAnimal }) {
  const photo = animal.images[0];
  const urgent = animal.noticeDaysLeft <= 2;
  return (
    <li className={styles.card}>
      {photo === undefined ? (
        <div className={styles.noPhoto} aria-hidden="true" />
      ) : (
        <img
          className={styles.photo}
          src={photo.thumbImgUrl}
          alt={photo.description ?? `${animal.kindName} 사진`}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <p className={urgent ? `${styles.deadline} ${styles.urgent}` : styles.deadline}>
          {noticeEndText(animal.noticeDaysLeft)}
        </p>
        <h3 className={styles.kind}>{animal.kindName}</h3>
        <p className={styles.facts}>
          {PET_SEX_LABELS[animal.sex]} · {animal.age} · {animal.colorText}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>발견 장소</dt>
            <dd>{animal.happenPlace}</dd>
          </div>
          <div>
            <dt>보호소</dt>
            <dd>{animal.careName}</dd>
          </div>
          <div>
            <dt>전화</dt>
            <dd>
              <a className={styles.phone} href={telHref(animal.careTel)}>
                {animal.careTel}
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/**
 * The 보호소 공고 section of 임보·입양: animals under a public shelter notice, the notice ending
 * soonest first, each with the shelter's phone to call. Shown only where the server syncs them.
 */
export function ShelterAnimalList({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}) {
  const animals = useShelterAnimals(page);
  if (animals.isPending) return <CommunityListSkeleton />;
  if (animals.isError) {
    return <LoadFailure message={animals.error.message} onRetry={() => void animals.refetch()} />;
  }
  const { content, totalPages } = animals.data;
  return (
    <>
      <p className={styles.source}>{PET_BROWSING_MESSAGES.shelterSource}</p>
      {content.length === 0 ? (
        <EmptyState message={PET_BROWSING_MESSAGES.noShelterAnimals} />
      ) : (
        <ul className={styles.grid} aria-label="보호소 공고 목록">
          {content.map((animal) => (
            <ShelterAnimalCard key={animal.desertionNo} animal={animal} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPage}
        label="보호소 공고 페이지 이동"
      />
    </>
  );
}
