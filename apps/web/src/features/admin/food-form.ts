import {
  type AdminFoodCreateFields,
  AdminFoodCreateFieldsSchema,
  type AdminFoodUpdateFields,
  AdminFoodUpdateFieldsSchema,
} from '@daengnyang/contract/admin-food';
import { FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { type Checked, checkForm, type FormErrors } from '@/lib/forms/contract-form.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';

/** The food dialog's fields as typed; the price is text until it is checked. */
export type FoodFormValues = {
  foodCategoryId: number;
  title: string;
  content: string;
  price: string;
  foodAddress: string;
};

const FIELDS = [
  'foodCategoryId',
  'title',
  'content',
  'price',
  'foodAddress',
  'files',
  'imageDescriptions',
] as const;
export type FoodFormField = (typeof FIELDS)[number];

export function foodCategoryIdOf(name: string): number {
  return FOOD_CATEGORIES.find((category) => category.name === name)?.id ?? FOOD_CATEGORIES[0].id;
}

/** Spec §5: an empty price and a price of 0 are both missing. */
function priceMissing(price: string): boolean {
  return price.trim() === '' || Number(price) === 0;
}

/**
 * The create form (spec §5): title, content, price, purchase link and at least one image, each
 * with its own message when missing; then the contract's rules the server applies too, the
 * images' descriptions (`imageDescriptions`, the contract's JSON field) included.
 */
export function checkFoodCreate(
  values: FoodFormValues,
  fileCount: number,
  imageDescriptions: string,
): Checked<AdminFoodCreateFields, FoodFormField> {
  const errors: FormErrors<FoodFormField> = {};
  if (values.title.trim() === '') errors.title = MESSAGES.adminFoodTitleRequired;
  if (values.content.trim() === '') errors.content = MESSAGES.adminFoodContentRequired;
  if (priceMissing(values.price)) errors.price = ADMIN_MESSAGES.foodPriceRequired;
  if (values.foodAddress.trim() === '') errors.foodAddress = MESSAGES.adminFoodAddressRequired;
  if (fileCount === 0) errors.files = ADMIN_MESSAGES.foodImagesRequired;

  return checkForm(AdminFoodCreateFieldsSchema, { ...values, imageDescriptions }, FIELDS, errors);
}

/**
 * The edit form (spec §5): only the price is required. Only what changed is sent (the rest
 * empty, which the server keeps), so the audit log names the fields really edited. The
 * descriptions are those of the new images, if any.
 */
export function checkFoodUpdate(
  foodId: number,
  values: FoodFormValues,
  initial: FoodFormValues,
  imageDescriptions: string,
): Checked<AdminFoodUpdateFields, FoodFormField> {
  const errors: FormErrors<FoodFormField> = {};
  if (priceMissing(values.price)) errors.price = ADMIN_MESSAGES.foodPriceRequired;

  const changed = <Key extends keyof FoodFormValues>(key: Key) =>
    values[key] === initial[key] ? undefined : values[key];
  return checkForm(
    AdminFoodUpdateFieldsSchema,
    {
      foodId,
      foodCategoryId: changed('foodCategoryId'),
      title: changed('title'),
      content: changed('content'),
      price: values.price,
      foodAddress: changed('foodAddress'),
      imageDescriptions,
    },
    FIELDS,
    errors,
  );
}
