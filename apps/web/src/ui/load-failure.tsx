import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type LoadFailureProps = { message: string; onRetry: () => void };

/** A section whose data could not be loaded: the server's sentence and a way to try again. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div role="alert">
      <EmptyState message={message}>
        <Button variant="secondary" size="small" onClick={onRetry}>
          다시 시도
        </Button>
      </EmptyState>
    </div>
  );
}
