import type { z } from 'zod';
import { maxLengthOf } from '@/lib/forms/contract-field.ts';
import styles from './admin-form.module.css';
import { FormField } from './form-field.tsx';

/** One field's value, message and setter, as `useImageForm().field` gives them. */
type Field<Value> = { value: Value; error?: string | undefined; onChange: (value: Value) => void };

type PostFieldsProps = {
  categories: readonly { id: number; name: string }[];
  category: Field<number>;
  title: Field<string> & { placeholder: string };
  content: Field<string> & { placeholder: string };
  /** The contract's create schema, whose limits the inputs take. */
  shape: { title: z.ZodString; content: z.ZodString };
};

/** The category, title and content every admin-written post (a food, a notice) starts with. */
export function PostFields({ categories, category, title, content, shape }: PostFieldsProps) {
  return (
    <>
      <div className={`${styles.row} ${styles.titleRow}`}>
        <FormField label="카테고리" error={category.error}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={category.value}
              onChange={(event) => category.onChange(Number(event.target.value))}
            >
              {categories.map(({ id, name }) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="제목" error={title.error}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              maxLength={maxLengthOf(shape.title)}
              placeholder={title.placeholder}
              value={title.value}
              onChange={(event) => title.onChange(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="내용" error={content.error}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            maxLength={maxLengthOf(shape.content)}
            placeholder={content.placeholder}
            value={content.value}
            onChange={(event) => content.onChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
