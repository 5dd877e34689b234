'use client';

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useToast } from './use-toast';

type ToasterProps = {
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Accessible name of the notifications region; `{hotkey}` is replaced by Radix (F8). */
  regionLabel: string;
  /**
   * Prefix Radix reads to screen readers before each toast's text. Defaults to
   * `regionLabel` without its `{hotkey}` part, so no untranslated text is announced.
   */
  toastLabel?: string;
};

function stripHotkey(label: string): string {
  return label.replace(/\s*[([]?\{hotkey\}[)\]]?/g, '').trim() || label;
}

/** Renders the toast store (see `use-toast`). Mount once, near the root of a locale layout. */
function Toaster({ closeLabel, regionLabel, toastLabel }: ToasterProps) {
  const { toasts } = useToast();

  return (
    <ToastProvider label={toastLabel ?? stripHotkey(regionLabel)}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={regionLabel} />
    </ToastProvider>
  );
}

export { Toaster, type ToasterProps };
