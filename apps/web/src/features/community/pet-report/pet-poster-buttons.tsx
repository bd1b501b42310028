import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { type PetPosterFormat, useDownloadPetPoster } from '../api/download-pet-poster.ts';
import styles from './pet-report-card.module.css';

const POSTERS: readonly { format: PetPosterFormat; label: string }[] = [
  { format: 'pdf', label: TEXT.posterPdf },
  { format: 'png', label: TEXT.posterPng },
];

/** Characters a file name cannot hold on some systems. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]+/gu;

type PetPosterButtonsProps = { communityId: number; title: string };

/** 전단지 PDF (to print) and 전단지 이미지 (for messengers), saved under the post's title. */
export function PetPosterButtons({ communityId, title }: PetPosterButtonsProps) {
  const toast = useToast();
  const download = useDownloadPetPoster();
  const name = title.replace(UNSAFE_IN_FILE_NAMES, ' ').trim().slice(0, 40);

  return (
    <div className={styles.posters}>
      {POSTERS.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          size="small"
          loading={download.isPending && download.variables.format === format}
          onClick={() =>
            download.mutate(
              { communityId, format, fileName: TEXT.posterFileName(name, format) },
              { onError: (error) => toast.error(error.message) },
            )
          }
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
