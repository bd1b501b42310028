import { z } from 'zod';

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    isLast: z.boolean(),
  });
}
export type Paged<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};
