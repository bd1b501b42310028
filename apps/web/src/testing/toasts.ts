import { screen } from '@testing-library/react';

/**
 * The toast that says `message` (an assertive `alert` or a polite `status`): its text is found
 * first, then the live region that announces it, because a page may hold other live regions.
 */
export async function findToast(message: string): Promise<HTMLElement> {
  const text = await screen.findByText(message);
  const toast = text.closest<HTMLElement>('[role="status"], [role="alert"]');
  if (toast === null) throw new Error(`"${message}" is shown, but not in a toast`);
  return toast;
}
