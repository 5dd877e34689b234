import type { LeadsCopy } from './copy';
import type { SubmissionStatus } from './use-lead-submission';

/**
 * Where the form says what went wrong, read out by screen readers: politely when fields need
 * attention (focus is already on the first), at once when nothing was sent.
 */
export function FormStatus({ status, copy }: { status: SubmissionStatus; copy: LeadsCopy }) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-medium text-destructive empty:hidden dark:text-red-300"
      >
        {status.kind === 'invalid' ? copy.status.fixFields : ''}
      </p>
      <p
        role="alert"
        className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive empty:hidden dark:text-red-300"
      >
        {status.kind === 'failed' ? status.message : ''}
      </p>
    </>
  );
}
