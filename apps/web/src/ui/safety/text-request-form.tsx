import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button.tsx';
import { CharacterCount } from '../character-count.tsx';
import { FormAlert } from '../form-alert.tsx';
import textBox from './text-box.module.css';
import styles from './text-request-form.module.css';

type TextRequestFormProps = {
  /** The text box's visible label (이의 제기 내용, 이의 신청 내용). */
  label: string;
  submitLabel: string;
  max: number;
  /** The contract's sentences: nothing written, too long. */
  requiredMessage: string;
  tooLongMessage: string;
  pending: boolean;
  /** Sends the trimmed text; resolves once received, rejects with the server's reason. */
  onSubmit: (text: string) => Promise<unknown>;
};

/**
 * One text sent once to the administrators: an objection to a 임시조치, an appeal of a
 * sanction. Refusals (already sent, too long) are shown under the box.
 */
export function TextRequestForm({
  label,
  submitLabel,
  max,
  requiredMessage,
  tooLongMessage,
  pending,
  onSubmit,
}: TextRequestFormProps) {
  const inputId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const found = trimmed === '' ? requiredMessage : trimmed.length > max ? tooLongMessage : null;
    setProblem(found);
    if (found !== null) return;
    try {
      await onSubmit(trimmed);
    } catch (failure) {
      if (failure instanceof Error) setProblem(failure.message);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={textBox.head}>
        <label htmlFor={inputId} className={textBox.label}>
          {label}
        </label>
        <CharacterCount id={countId} count={text.length} max={max} />
      </div>
      <textarea
        id={inputId}
        className={textBox.input}
        rows={4}
        value={text}
        aria-describedby={countId}
        aria-invalid={problem !== null || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem !== null && <FormAlert message={problem} />}
      <Button className={styles.submit} type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
