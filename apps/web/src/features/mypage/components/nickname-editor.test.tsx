import { MESSAGES } from '@daengnyang/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { NicknameEditor } from './nickname-editor.tsx';

describe('NicknameEditor', () => {
  it('counts the characters and shows a pasted name whole, with the reason it is too long', async () => {
    const { user } = renderApp(<NicknameEditor name="멍멍집사" />);

    await user.click(screen.getByRole('button', { name: '수정 (닉네임)' }));
    const field = screen.getByRole('textbox', { name: '닉네임' });
    expect(field).toHaveAccessibleDescription('4/20');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const pasted = '산책을너무좋아하는우리집골든리트리버보리아빠';
    await user.clear(field);
    await user.paste(pasted);

    expect(field).toHaveValue(pasted);
    expect(field).toHaveAccessibleDescription(`${pasted.length}/20`);
    expect(field).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nicknameLength);

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the reason while the name is still wrong and drops it once it is right', async () => {
    const { user } = renderApp(<NicknameEditor name="멍멍집사" />);
    await user.click(screen.getByRole('button', { name: '수정 (닉네임)' }));
    const field = screen.getByRole('textbox', { name: '닉네임' });

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nicknameLength);

    await user.type(field, '보');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nicknameLength);
    await user.type(field, '리');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();
  });
});
