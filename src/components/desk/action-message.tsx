import type { ActionMessage } from './use-desk-action';

export function ActionMessageRegion({ message }: { message: ActionMessage }) {
  return (
    <div aria-live="polite" className="text-sm">
      {message && (
        <p
          className={
            message.kind === 'error' ? 'font-medium text-destructive' : 'text-muted-foreground'
          }
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
