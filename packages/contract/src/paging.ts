import { z } from 'zod';

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

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
