export type ActionMessage = { kind: 'done' | 'error'; text: string } | undefined;

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
