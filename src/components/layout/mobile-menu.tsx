'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

export type { MobileMenuEntry, MobileMenuLabels } from './mobile-menu-panel';

const loadPanel = () => import('./mobile-menu-panel');
// The panel (a Radix dialog) is only needed on phones, and only once the menu is opened.
const MobileMenuPanel = dynamic(() => loadPanel().then((module) => module.MobileMenuPanel), {
  ssr: false,
});

type MobileMenuProps = Omit<MobileMenuPanelProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & {
  className?: string;
};

export function MobileMenu({ className, labels, ...panelProps }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonVariants({ variant: 'outline', size: 'icon', className })}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {requested ? (
        <MobileMenuPanel
          {...panelProps}
          labels={labels}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
