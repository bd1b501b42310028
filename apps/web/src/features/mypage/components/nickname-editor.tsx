import { NicknameSchema } from '@daengnyang/contract/account';
import { MESSAGES } from '@daengnyang/contract/messages';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { checkField, maxLengthOf, recheckField } from '@/lib/forms/contract-field.ts';
import { CONFIRM_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { CharacterCount } from '@/ui/character-count.tsx';
import { focusOnMount } from '@/ui/focusable.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useChangeNickname } from '../api/change-nickname.ts';
import styles from './nickname-editor.module.css';

const NICKNAME_MAX = maxLengthOf(NicknameSchema);

/**
 * The nickname with an inline edit (spec §2): 수정 opens a field with 확인 and 취소. A refusal
 * by the server (400, or 409 for a name another member holds) shows its reason and keeps the
 * field open to fix it; any other failure shows 닉네임 변경이 실패하였습니다. and closes the
 * field (spec §8).
 */
export function NicknameEditor({ name }: { name: string }) {
  const inputId = useId();
  const countId = useId();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const changeNickname = useChangeNickname({
    mutationConfig: {
      onSuccess: () => {
        toast.success(SUCCESS_MESSAGES.nicknameChanged);
        setEditing(false);
      },
      onError: (error) => {
        if (error.status === 400 || error.status === 409) {
          toast.error(error.message);
          return;
        }
        toast.error(ERROR_MESSAGES.nicknameChangeFailed);
        setEditing(false);
      },
    },
  });

  // No maxLength on the field: a pasted name is shown whole, with the count and the reason.
  const tooLong = draft.length > NICKNAME_MAX;

  const startEditing = () => {
    setDraft(name);
    setInvalid(null);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkField(NicknameSchema, draft);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(null);
    if (checked.value === name) {
      setEditing(false);
      return;
    }
    if (!(await confirm(CONFIRM_MESSAGES.changeNickname))) return;
    changeNickname.mutate(checked.value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(false);
  };

  if (!editing) {
    return (
      <div className={styles.view}>
        {/* A long nickname ends in an ellipsis; the whole of it is in the tooltip. */}
        <h2 className={styles.name} title={name}>
          {name}
        </h2>
        <Button variant="secondary" size="small" aria-label="수정 (닉네임)" onClick={startEditing}>
          수정
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={inputId}>
          닉네임
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          // The user asked to edit this very field.
          ref={focusOnMount}
          aria-describedby={countId}
          aria-invalid={invalid !== null || tooLong || undefined}
          disabled={changeNickname.isPending}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid((shown) => recheckField(NicknameSchema, event.target.value, shown));
          }}
          onKeyDown={onKeyDown}
        />
        <CharacterCount id={countId} count={draft.length} max={NICKNAME_MAX} />
        <Button type="submit" size="small" loading={changeNickname.isPending}>
          확인
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={changeNickname.isPending}
          onClick={() => setEditing(false)}
        >
          취소
        </Button>
      </div>
      {tooLong ? (
        <FormAlert message={MESSAGES.nicknameLength} />
      ) : (
        invalid !== null && <FormAlert message={invalid} />
      )}
    </form>
  );
}
