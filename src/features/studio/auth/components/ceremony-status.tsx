// Progress is announced politely; a failure interrupts.
export function CeremonyStatus({ progress, error }: { progress?: string; error?: string }) {
  return (
    <div className="text-sm">
      <p role="status" className="text-muted-foreground">
        {progress}
      </p>
      <p role="alert" className="font-medium text-destructive">
        {error}
      </p>
    </div>
  );
}
