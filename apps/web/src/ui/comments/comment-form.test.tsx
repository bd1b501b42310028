import { CommunityCommentCreateSchema } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { CommentForm } from './comment-form.tsx';

const schema = CommunityCommentCreateSchema.shape.content;

function renderForm(onSubmit: (content: string) => Promise<unknown>, pending = false) {
  return renderApp(
    <CommentForm
      schema={schema}
      label="댓글"
      placeholder="따뜻한 댓글을 남겨보세요."
      submitLabel="댓글 등록"
      pending={pending}
      onSubmit={onSubmit}
    />,
  );
}

async function confirmDialog(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' });
  await user.click(screen.getByRole('button', { name: '확인' }));
}

describe('CommentForm', () => {
  it('stops typing at the contract limit', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveAttribute('maxlength', '1000');
  });

  it('refuses blank text with the contract message, without asking or sending', async () => {
    const onSubmit = vi.fn<(content: string) => Promise<unknown>>();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: '댓글' }), '   ');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.communityCommentRequired);
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the message while the text is still blank and drops it once there is some', async () => {
    const { user } = renderForm(vi.fn());
    const box = screen.getByRole('textbox', { name: '댓글' });
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.communityCommentRequired);

    await user.type(box, ' ');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.communityCommentRequired);
    await user.type(box, '귀');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed text once confirmed and empties the box', async () => {
    const onSubmit = vi.fn<(content: string) => Promise<unknown>>().mockResolvedValue(1);
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: '댓글' }), '  귀여워요  ');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await confirmDialog(user);
    expect(onSubmit).toHaveBeenCalledWith('귀여워요');
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('');
  });

  it('keeps the text and tells why when sending fails', async () => {
    const onSubmit = vi
      .fn<(content: string) => Promise<unknown>>()
      .mockRejectedValue(new Error('잠시 후 다시 시도해주세요.'));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: '댓글' }), '귀여워요');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await confirmDialog(user);
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('귀여워요');
  });

  it('keeps the focus on its button while sending, and neither asks nor sends again', async () => {
    const onSubmit = vi.fn<(content: string) => Promise<unknown>>();
    const { user } = renderForm(onSubmit, true);
    await user.type(screen.getByRole('textbox', { name: '댓글' }), '한 번 더');
    const submit = screen.getByRole('button', { name: '댓글 등록' });
    await user.tab();
    expect(submit).toHaveFocus();
    expect(submit).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    await user.click(submit);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submit).toHaveFocus();
  });
});
