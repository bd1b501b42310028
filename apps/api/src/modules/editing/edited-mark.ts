import { formatSeoulDateTime } from '../../http/dates.ts';

/**
 * The additive `editedAt` of an item's wire shape (contract `EditedMarkShape`): present only
 * on an edited item, so an unedited one keeps the bytes the base contract knew.
 */
export const editedMark = (editedAt: Date | null): { editedAt?: string } =>
  editedAt === null ? {} : { editedAt: formatSeoulDateTime(editedAt) };
