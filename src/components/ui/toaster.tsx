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
  closeLabel: string;
  regionLabel: string;
  // Defaults to regionLabel without {hotkey}, so no untranslated text is announced.
  toastLabel?: string;
};

function stripHotkey(label: string): string {
  return label.replace(/\s*[([]?\{hotkey\}[)\]]?/g, '').trim() || label;
}

function Toaster({ closeLabel, regionLabel, toastLabel }: ToasterProps) {
  const { toasts } = useToast();

  return (
    <ToastProvider label={toastLabel ?? stripHotkey(regionLabel)}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={regionLabel} />
    </ToastProvider>
  );
}

export { Toaster };
