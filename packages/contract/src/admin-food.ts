import { z } from 'zod';
import { keptWhenEmpty } from './admin-form.ts';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionsFieldSchema,
  idSchema,
  pageQuerySchema,
} from './common.ts';
import { FOOD_CATEGORIES, PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * A flat table row; clients render the columns in key order, so the keys stay in exactly this
 * order (wire-contract §4, §5). `name` is the author's; `imgUrls` are absolute image URLs.
 */
export const AdminFoodRowSchema = z.object({
  foodId: z.number().int(),
  foodCategoryName: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  foodAddress: z.string(),
  price: z.number().int(),
  createdAt: DateTimeSchema,
  imgUrls: z.array(z.string()),
});
export type AdminFoodRow = z.infer<typeof AdminFoodRowSchema>;

/** An absent or empty `searchText` means no filter (title, content or category name). */
export const AdminFoodQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  searchText: singleLineText().max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.searchTextTooLong).optional(),
});
export type AdminFoodQuery = z.infer<typeof AdminFoodQuerySchema>;

export const AdminFoodIdParamsSchema = z.object({ id: IdSchema });

/** The ids of a bulk delete, as the JSON body; an empty array changes nothing. */
export const AdminFoodIdsSchema = z.array(IdSchema).max(1000);

const foodCategoryIds: readonly number[] = FOOD_CATEGORIES.map((category) => category.id);
export const MAX_FOOD_PRICE = 100_000_000;

/** An absolute http(s) address with a host and no spaces (the external purchase page). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i;

const foodCategoryId = idSchema(MESSAGES.adminFoodCategoryRequired).refine(
  (id) => foodCategoryIds.includes(id),
  MESSAGES.adminFoodCategoryRequired,
);
const title = singleLineText(MESSAGES.adminFoodTitleRequired)
  .min(1, MESSAGES.adminFoodTitleRequired)
  .max(100, MESSAGES.adminFoodTitleTooLong);
const content = multiLineText(MESSAGES.adminFoodContentRequired)
  .min(1, MESSAGES.adminFoodContentRequired)
  .max(10_000, MESSAGES.adminFoodContentTooLong);
/** Whole won, more than 0: an empty field coerces to 0 and is refused with the same message. */
const price = z.coerce
  .number({ error: MESSAGES.adminFoodPriceRequired })
  .int(MESSAGES.adminFoodPriceRequired)
  .min(1, MESSAGES.adminFoodPriceRequired)
  .max(MAX_FOOD_PRICE, MESSAGES.adminFoodPriceTooHigh);
const foodAddress = singleLineText(MESSAGES.adminFoodAddressRequired)
  .min(1, MESSAGES.adminFoodAddressRequired)
  .max(2000, MESSAGES.adminFoodAddressInvalid)
  .regex(WEB_ADDRESS, MESSAGES.adminFoodAddressInvalid);

/** The scalar fields of the multipart create form; 1–5 images come as repeated `files`. */
export const AdminFoodCreateFieldsSchema = z.object({
  foodCategoryId,
  title,
  content,
  price,
  foodAddress,
  imageDescriptions: ImageDescriptionsFieldSchema,
});
export type AdminFoodCreateFields = z.infer<typeof AdminFoodCreateFieldsSchema>;

/**
 * The edit form: `foodId` and `price` are required, the rest is kept when absent. Files, when
 * sent, replace the food's images; none sent keeps them.
 */
export const AdminFoodUpdateFieldsSchema = z.object({
  foodId: idSchema(MESSAGES.adminFoodIdRequired),
  foodCategoryId: keptWhenEmpty(foodCategoryId),
  title: keptWhenEmpty(title),
  content: keptWhenEmpty(content),
  price,
  foodAddress: keptWhenEmpty(foodAddress),
  imageDescriptions: ImageDescriptionsFieldSchema,
});
export type AdminFoodUpdateFields = z.infer<typeof AdminFoodUpdateFieldsSchema>;
