import type { AdminFoodRow } from '@daengnyang/contract/admin-food';
import { FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ApiError } from '@/api/api-error.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useCreateAdminFood } from '../api/create-admin-food.ts';
import { useUpdateAdminFood } from '../api/update-admin-food.ts';
import {
  checkFoodCreate,
  checkFoodUpdate,
  type FoodFormErrors,
  type FoodFormValues,
  foodCategoryIdOf,
} from '../food-form.ts';
import styles from './admin-form.module.css';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { FormField } from './form-field.tsx';
import { ImageField } from './image-field.tsx';

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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const [initial] = useState(() => initialValues(food));
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FoodFormErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const create = useCreateAdminFood();
  const update = useUpdateAdminFood();
  const pending = create.isPending || update.isPending;

  const change = <Key extends keyof FoodFormValues>(key: Key, value: FoodFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const failed = (failure: string) => (error: ApiError) => {
    toast.error(failure);
    // A refusal with a reason (a file too large, a link the server rejects) is worth showing.
    if (error.status >= 400 && error.status < 500) setServerMessage(error.message);
  };
  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerMessage(null);
    setProgress(0);
    const onProgress = setProgress;
    if (food === undefined) {
      const checked = checkFoodCreate(values, files.length);
      if (checked.errors !== undefined) {
        setErrors(checked.errors);
        focusFirstInvalid(formRef.current);
        return;
      }
      create.mutate(
        { ...checked.fields, files, onProgress },
        {
          onSuccess: done(ADMIN_MESSAGES.foodCreated),
          onError: failed(ERROR_MESSAGES.foodRegisterFailed),
        },
      );
      return;
    }
    const checked = checkFoodUpdate(food.foodId, values, initial);
    if (checked.errors !== undefined) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    // The spec names no food-edit failure; the notice-edit sentence says the same thing.
    update.mutate(
      { ...checked.fields, files, onProgress },
      {
        onSuccess: done(ADMIN_MESSAGES.foodUpdated),
        onError: failed(ERROR_MESSAGES.noticeEditFailed),
      },
    );
  };

  return (
    <Modal
      title={food === undefined ? '먹거리 등록' : '먹거리 수정'}
      size="large"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {food === undefined ? '등록' : '저장'}
          </Button>
        </div>
      }
    >
      <form ref={formRef} id={formId} className={styles.form} onSubmit={submit} noValidate>
        {food !== undefined && (
          <p className={styles.note}>{ADMIN_MESSAGES.emptyFieldsKeptOnEdit}</p>
        )}
        <div className={`${styles.row} ${styles.titleRow}`}>
          <FormField label="카테고리" error={errors.foodCategoryId}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={values.foodCategoryId}
                onChange={(event) => change('foodCategoryId', Number(event.target.value))}
              >
                {FOOD_CATEGORIES.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="제목" error={errors.title}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                maxLength={100}
                placeholder="상품 이름을 입력해주세요"
                value={values.title}
                onChange={(event) => change('title', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label="내용" error={errors.content}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              maxLength={10_000}
              placeholder="어떤 상품인지 소개해주세요"
              value={values.content}
              onChange={(event) => change('content', event.target.value)}
            />
          )}
        </FormField>
        <div className={`${styles.row} ${styles.priceRow}`}>
          <FormField label="가격" error={errors.price}>
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
                  value={values.price}
                  onChange={(event) => change('price', event.target.value)}
                />
                <span className={styles.unit} aria-hidden="true">
                  원
                </span>
              </div>
            )}
          </FormField>
          <FormField label="구매 링크" error={errors.foodAddress}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                type="url"
                inputMode="url"
                maxLength={2000}
                placeholder="https://"
                value={values.foodAddress}
                onChange={(event) => change('foodAddress', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <ImageField
          files={files}
          onChange={(next) => {
            setFiles(next);
            setErrors(({ files: _fixed, ...rest }) => rest);
          }}
          error={errors.files}
          existingUrls={food?.imgUrls}
          disabled={pending}
        />
        {pending && files.length > 0 && <UploadProgress value={progress} />}
        {serverMessage !== null && <FormAlert message={serverMessage} />}
      </form>
    </Modal>
  );
}
