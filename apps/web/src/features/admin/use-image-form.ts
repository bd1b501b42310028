import { useRef, useState } from 'react';
import type { ApiError } from '@/api/api-error.ts';
import type { Checked, FormErrors } from '@/lib/forms/contract-form.ts';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import { type PickedImage, pickedFiles } from '@/ui/image-picker.tsx';
import { useToast } from '@/ui/use-toast.ts';

/** What an admin create or update call takes besides the checked fields. */
export type WithImages<Fields> = Fields & {
  files: File[];
  onProgress: (percent: number) => void;
};

/** A mutation's `mutate`, as the form calls it. */
type Mutate<Fields> = (
  input: WithImages<Fields>,
  callbacks: { onSuccess: () => void; onError: (error: ApiError) => void },
) => void;

type SendOptions<Fields> = {
  mutate: Mutate<Fields>;
  /** The toast once saved; the dialog then closes. */
  success: string;
  /** The toast when the server refuses or cannot be reached. */
  failure: string;
};

/**
 * The state of an admin dialog that saves fields with images (foods, notices): the typed
 * values, the picked images with their descriptions, one message per field, the upload's
 * progress and the server's reason for a refusal.
 */
export function useImageForm<Values extends Partial<Record<Field, unknown>>, Field extends string>(
  initialValues: () => Values,
  onClose: () => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const change = <Key extends keyof Values & Field>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  /** A field's value, message and setter, for a control. */
  const field = <Key extends keyof Values & Field>(key: Key) => ({
    value: values[key],
    error: errors[key],
    onChange: (value: Values[Key]) => change(key, value),
  });

  const changeImages = (next: PickedImage[]) => {
    setImages(next);
    setErrors((current) => ({ ...current, files: undefined, imageDescriptions: undefined }));
  };

  /** Sends what the check let through with the images, or marks the fields to fix. */
  const send = <Fields>(
    checked: Checked<Fields, Field>,
    { mutate, success, failure }: SendOptions<Fields>,
  ) => {
    setServerMessage(null);
    setProgress(0);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The state update that marks the fields lands on the next render.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    mutate(
      { ...checked.fields, files: pickedFiles(images), onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(success);
          onClose();
        },
        onError: (error) => {
          toast.error(failure);
          // A refusal with a reason (a file too large, a link the server rejects) is worth showing.
          if (error.status >= 400 && error.status < 500) setServerMessage(error.message);
        },
      },
    );
  };

  return {
    formRef,
    initial,
    values,
    change,
    field,
    images,
    changeImages,
    errors,
    progress,
    serverMessage,
    send,
  };
}
