'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';

const Toaster = dynamic(() => import('@/components/ui/toaster').then((module) => module.Toaster), {
  ssr: false,
});

const NOTIFICATIONS_HOTKEY = 'F8';

// No toast code downloads until a toast is raised or F8 asks for the region.
export function ToasterHost({
  closeLabel,
  regionLabel,
}: {
  closeLabel: string;
  regionLabel: string;
}) {
  const { toasts } = useToast();
  const [requested, setRequested] = useState(false);
  const [focusRequested, setFocusRequested] = useState(false);

  useEffect(() => {
    if (requested) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATIONS_HOTKEY) return;
      setRequested(true);
      setFocusRequested(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [requested]);

  useEffect(() => {
    if (!focusRequested) return;
    // The viewport appears once the lazily loaded toaster has rendered.
    const timer = window.setInterval(() => {
      const viewport = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
      if (!viewport) return;
      viewport.focus();
      setFocusRequested(false);
    }, 50);
    return () => window.clearInterval(timer);
  }, [focusRequested]);

  if (!requested && toasts.length === 0) return null;
  return <Toaster closeLabel={closeLabel} regionLabel={regionLabel} />;
}
