/** After a failed check, the first field with a message takes the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // The state update that marks the fields lands on the next render.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
