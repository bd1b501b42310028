import {
  type AdminFoodCreateFields,
  AdminFoodCreateFieldsSchema,
  type AdminFoodUpdateFields,
  AdminFoodUpdateFieldsSchema,
} from '@daengnyang/contract/admin-food';
import { FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages.ts';

/** The food dialog's fields as typed; the price is text until it is checked. */
export type FoodFormValues = {
  foodCategoryId: number;
  title: string;
  content: string;
  price: string;
  foodAddress: string;
};

const FIELDS = ['foodCategoryId', 'title', 'content', 'price', 'foodAddress', 'files'] as const;
export type FoodFormField = (typeof FIELDS)[number];
export type FoodFormErrors = Partial<Record<FoodFormField, string>>;

type Checked<Fields> =
  | { fields: Fields; errors?: never }
  | { fields?: never; errors: FoodFormErrors };

export function foodCategoryIdOf(name: string): number {
  return FOOD_CATEGORIES.find((category) => category.name === name)?.id ?? FOOD_CATEGORIES[0].id;
}

/** Spec §5: an empty price and a price of 0 are both missing. */
function priceMissing(price: string): boolean {
  return price.trim() === '' || Number(price) === 0;
}

function isField(key: PropertyKey | undefined): key is FoodFormField {
  return FIELDS.some((field) => field === key);
}

/** Adds the contract's message for each field that has none yet (format, length, range). */
function withSchemaErrors(errors: FoodFormErrors, error: z.ZodError | undefined): FoodFormErrors {
  const all = { ...errors };
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && all[field] === undefined) all[field] = issue.message;
  }
  return all;
}

/**
 * The create form (spec §5): title, content, price, purchase link and at least one image, each
 * with its own message when missing; then the contract's rules the server applies too.
 */
export function checkFoodCreate(
  values: FoodFormValues,
  fileCount: number,
): Checked<AdminFoodCreateFields> {
  const errors: FoodFormErrors = {};
  if (values.title.trim() === '') errors.title = MESSAGES.adminFoodTitleRequired;
  if (values.content.trim() === '') errors.content = MESSAGES.adminFoodContentRequired;
  if (priceMissing(values.price)) errors.price = ADMIN_MESSAGES.foodPriceRequired;
  if (values.foodAddress.trim() === '') errors.foodAddress = MESSAGES.adminFoodAddressRequired;
  if (fileCount === 0) errors.files = ADMIN_MESSAGES.foodImagesRequired;

  const parsed = AdminFoodCreateFieldsSchema.safeParse(values);
  const all = withSchemaErrors(errors, parsed.error);
  return parsed.success && Object.keys(all).length === 0
    ? { fields: parsed.data }
    : { errors: all };
}

/**
 * The edit form (spec §5): only the price is required. Only what changed is sent (the rest
 * empty, which the server keeps), so the audit log names the fields really edited.
 */
export function checkFoodUpdate(
  foodId: number,
  values: FoodFormValues,
  initial: FoodFormValues,
): Checked<AdminFoodUpdateFields> {
  const errors: FoodFormErrors = {};
  if (priceMissing(values.price)) errors.price = ADMIN_MESSAGES.foodPriceRequired;

  const changed = <Key extends keyof FoodFormValues>(key: Key) =>
    values[key] === initial[key] ? undefined : values[key];
  const parsed = AdminFoodUpdateFieldsSchema.safeParse({
    foodId,
    foodCategoryId: changed('foodCategoryId'),
    title: changed('title'),
    content: changed('content'),
    price: values.price,
    foodAddress: changed('foodAddress'),
  });
  const all = withSchemaErrors(errors, parsed.error);
  return parsed.success && Object.keys(all).length === 0
    ? { fields: parsed.data }
    : { errors: all };
}
