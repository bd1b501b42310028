import { CommunityCreateFieldsSchema } from '@daengnyang/contract/community';
import { COMMUNITY_DEFAULT_WRITE_CATEGORY_ID, IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { maxLengthOf } from '@/lib/forms/contract-field.ts';
import { checkForm, type FormErrors, recheckShown } from '@/lib/forms/contract-form.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import buttonStyles from '@/ui/button.module.css';
import { Button } from '@/ui/button.tsx';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import {
  ImagePicker,
  imageDescriptionsField,
  type PickedImage,
  pickedFiles,
} from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateCommunityPost } from '../api/create-community-post.ts';
import { WRITABLE_CATEGORIES } from '../community-category.ts';
import { newPostState } from '../new-post-highlight.ts';
import styles from './community-post-form.module.css';

const FIELDS = ['title', 'content', 'imageDescriptions'] as const;
const { title: titleSchema, content: contentSchema } = CommunityCreateFieldsSchema.shape;

/**
 * Writes a post: board, title, text and up to 10 pictures. An empty title or text is pointed
 * out before the writer is asked to confirm (spec §5 asks first; answering 확인 only to be told
 * the title is missing wastes a tap). Once written, the list opens with the new post marked.
 */
export function CommunityPostForm() {
  const ids = { category: useId(), title: useId(), content: useId(), images: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const imagesRef = useRef<HTMLDivElement>(null);
  const [categoryId, setCategoryId] = useState<number>(COMMUNITY_DEFAULT_WRITE_CATEGORY_ID);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>({});
  const [progress, setProgress] = useState(0);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const create = useCreateCommunityPost();

  const check = (typed: { title: string; content: string }) =>
    checkForm(
      CommunityCreateFieldsSchema,
      {
        communityCategoryId: categoryId,
        ...typed,
        imageDescriptions: imageDescriptionsField(images),
      },
      FIELDS,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check({ title, content });
    if (!checked.ok) {
      // One message at a time, the first field first; the board select offers only writable
      // boards, so a refusal is the title's, the text's or a picture description's (which the
      // picker already marks, so it only takes the focus).
      const field = FIELDS.find((name) => checked.errors[name] !== undefined);
      if (field === undefined) return;
      if (field === 'imageDescriptions') {
        focusFirstInvalid(imagesRef.current);
        return;
      }
      setErrors({ [field]: checked.errors[field] });
      (field === 'title' ? titleRef : contentRef).current?.focus();
      return;
    }
    setErrors({});
    if (!(await confirm(CONFIRM_MESSAGES.registerPost))) return;
    setProgress(0);
    create.mutate(
      { ...checked.fields, files: pickedFiles(images), onProgress: setProgress },
      {
        onSuccess: (communityId) => {
          toast.success(SUCCESS_MESSAGES.postCreated);
          navigate(paths.community.getHref(1), { state: newPostState(communityId) });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.category}>
          카테고리
        </label>
        <select
          id={ids.category}
          className={`${styles.control} ${styles.select}`}
          value={categoryId}
          onChange={(event) => setCategoryId(Number(event.target.value))}
        >
          {WRITABLE_CATEGORIES.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.title}>
          제목
        </label>
        <input
          ref={titleRef}
          id={ids.title}
          className={styles.control}
          maxLength={maxLengthOf(titleSchema)}
          placeholder="제목을 입력해주세요."
          value={title}
          aria-invalid={errors.title !== undefined || undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors((shown) =>
              recheckShown(FIELDS, shown, check({ title: event.target.value, content })),
            );
          }}
        />
        {errors.title !== undefined && <FormAlert message={errors.title} />}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.content}>
          내용
        </label>
        <textarea
          ref={contentRef}
          id={ids.content}
          className={`${styles.control} ${styles.textarea}`}
          rows={12}
          maxLength={maxLengthOf(contentSchema)}
          placeholder="내용을 5자 이상 입력해주세요."
          value={content}
          aria-invalid={errors.content !== undefined || undefined}
          onChange={(event) => {
            setContent(event.target.value);
            setErrors((shown) =>
              recheckShown(FIELDS, shown, check({ title, content: event.target.value })),
            );
          }}
        />
        {errors.content !== undefined && <FormAlert message={errors.content} />}
      </div>
      <div className={styles.field} ref={imagesRef}>
        <span className={styles.label} id={ids.images}>
          이미지{' '}
          <span className={styles.hint}>
            최대 {IMAGE_LIMITS.communityPost}장까지 올릴 수 있어요.
          </span>
        </span>
        <ImagePicker
          images={images}
          onChange={setImages}
          max={IMAGE_LIMITS.communityPost}
          whenOverMax="ignore-selection"
          describable
          disabled={create.isPending}
        />
      </div>
      {create.isPending && images.length > 0 && <UploadProgress value={progress} />}
      <div className={styles.actions}>
        <Link
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          to={paths.community.getHref(1)}
        >
          취소
        </Link>
        <Button type="submit" loading={create.isPending}>
          등록하기
        </Button>
      </div>
    </form>
  );
}
