'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm: () => Promise<boolean>;
  children?: ReactNode;
  /** Stay open after a failure, which the children then tell; else the screen tells it. */
  keepOpenOnFailure?: boolean;
  closeLabel?: string;
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  cancel,
  onConfirm,
  children,
  keepOpenOnFailure = false,
  closeLabel,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done || !keepOpenOnFailure) setOpen(false);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      {...(closeLabel ? { closeLabel } : { showCloseButton: false })}
    >
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => setOpen(false)}>
          {cancel}
        </Button>
        <Button variant="destructive" onClick={accept} disabled={busy}>
          {confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
