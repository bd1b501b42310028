import { type ComponentProps, lazy, Suspense } from 'react';

const loadForms = () => import('./comment-form.tsx');
const LoadedCommentForm = lazy(async () => ({ default: (await loadForms()).CommentForm }));
const LoadedCommentEditForm = lazy(async () => ({
  default: (await loadForms()).CommentEditForm,
}));

/*
 * The comment boxes check their text with the contract's schema, which brings zod. A visitor's
 * page (the one the server renders and the browser hydrates) shows no box, so their code loads
 * only once a member is known: the box under the thread asks for it as it first renders, and the
 * reply and edit boxes share its chunk.
 */

export function CommentForm(props: ComponentProps<typeof LoadedCommentForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedCommentForm {...props} />
    </Suspense>
  );
}

export function CommentEditForm(props: ComponentProps<typeof LoadedCommentEditForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedCommentEditForm {...props} />
    </Suspense>
  );
}
