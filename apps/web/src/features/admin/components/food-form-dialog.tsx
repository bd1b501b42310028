import { AdminFoodCreateFieldsSchema, type AdminFoodRow } from '@daengnyang/contract/admin-food';
import { FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { maxLengthOf } from '@/lib/forms/contract-field.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { imageDescriptionsField } from '@/ui/image-picker.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useCreateAdminFood } from '../api/create-admin-food.ts';
import { useUpdateAdminFood } from '../api/update-admin-food.ts';
import {
  checkFoodCreate,
  checkFoodUpdate,
  type FoodFormField,
  type FoodFormValues,
  foodCategoryIdOf,
} from '../food-form.ts';
import { useImageForm } from '../use-image-form.ts';
import styles from './admin-form.module.css';
import { FormField } from './form-field.tsx';
import { ImageFormDialog } from './image-form-dialog.tsx';
import { PostFields } from './post-fields.tsx';

const { foodAddress } = AdminFoodCreateFieldsSchema.shape;

type FoodFormDialogProps = {
  /** The food to edit; none opens an empty create form. */
  food?: AdminFoodRow;
  /** Unmounts the dialog, which drops the picked images (spec §4). */
  onClose: () => void;
};

function initialValues(food: AdminFoodRow | undefined): FoodFormValues {
  if (food === undefined) {
    return {
      foodCategoryId: FOOD_CATEGORIES[0].id,
      title: '',
      content: '',
      price: '',
      foodAddress: '',
    };
  }
  return {
    foodCategoryId: foodCategoryIdOf(food.foodCategoryName),
    title: food.title,
    content: food.content,
    price: String(food.price),
    foodAddress: food.foodAddress,
  };
}

/** Create or edit a food: category, title, content, price, purchase link and up to 5 images. */
export function FoodFormDialog({ food, onClose }: FoodFormDialogProps) {
  const form = useImageForm<FoodFormValues, FoodFormField>(() => initialValues(food), onClose);
  const create = useCreateAdminFood();
  const update = useUpdateAdminFood();
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const descriptions = imageDescriptionsField(form.images);
    if (food === undefined) {
      form.send(checkFoodCreate(form.values, form.images.length, descriptions), {
        mutate: create.mutate,
        success: ADMIN_MESSAGES.foodCreated,
        failure: ERROR_MESSAGES.foodRegisterFailed,
      });
      return;
    }
    // The spec names no food-edit failure; the notice-edit sentence says the same thing.
    form.send(checkFoodUpdate(food.foodId, form.values, form.initial, descriptions), {
      mutate: update.mutate,
      success: ADMIN_MESSAGES.foodUpdated,
      failure: ERROR_MESSAGES.noticeEditFailed,
    });
  };

  return (
    <ImageFormDialog
      subject="먹거리"
      existingUrls={food?.imgUrls}
      form={form}
      imageError={form.errors.files}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PostFields
        categories={FOOD_CATEGORIES}
        category={form.field('foodCategoryId')}
        title={{ ...form.field('title'), placeholder: '상품 이름을 입력해주세요' }}
        content={{ ...form.field('content'), placeholder: '어떤 상품인지 소개해주세요' }}
        shape={AdminFoodCreateFieldsSchema.shape}
      />
      <div className={`${styles.row} ${styles.priceRow}`}>
        <FormField label="가격" error={form.errors.price}>
          {(control) => (
            <div className={styles.price}>
              <input
                {...control}
                className={styles.input}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                value={form.values.price}
                onChange={(event) => form.change('price', event.target.value)}
              />
              <span className={styles.unit} aria-hidden="true">
                원
              </span>
            </div>
          )}
        </FormField>
        <FormField label="구매 링크" error={form.errors.foodAddress}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="url"
              inputMode="url"
              maxLength={maxLengthOf(foodAddress)}
              placeholder="https://"
              value={form.values.foodAddress}
              onChange={(event) => form.change('foodAddress', event.target.value)}
            />
          )}
        </FormField>
      </div>
    </ImageFormDialog>
  );
}
