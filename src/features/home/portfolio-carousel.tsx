'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';
import { PauseToggle } from './pause-toggle';
import { useMotionGate } from './use-motion-gate';

const STEP_PX = 2;
const STEP_INTERVAL_MS = 20;
const TOUCH_RESUME_DELAY_MS = 3000;

interface PortfolioCarouselLabels {
  label: string;
  previous: string;
  next: string;
  pause: string;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-muted';

// Native scrolling (swipe, wheel, keys); drifts only while nobody points, touches or focuses in it.
export function PortfolioCarousel({
  stripLabel,
  labels,
  children,
}: {
  stripLabel: string;
  labels: PortfolioCarouselLabels;
  children: ReactNode;
}) {
  const {
    ref,
    running: motionAllowed,
    stopped,
    toggleStopped,
    regionProps,
  } = useMotionGate<HTMLDivElement>();
  const stripRef = useRef<HTMLUListElement>(null);
  const [touching, setTouching] = useState(false);
  const touchTimer = useRef<number | undefined>(undefined);
  const running = motionAllowed && !touching;

  useEffect(() => () => window.clearTimeout(touchTimer.current), []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!running || !strip || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      const end = strip.scrollWidth - strip.clientWidth;
      strip.scrollLeft = strip.scrollLeft >= end - 1 ? 0 : strip.scrollLeft + STEP_PX;
    }, STEP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const page = (direction: 1 | -1) => {
    const strip = stripRef.current;
    const card = strip?.firstElementChild;
    if (!strip || !card) return;
    const gap = parseFloat(getComputedStyle(strip).columnGap) || 0;
    strip.scrollBy({
      left: direction * (card.getBoundingClientRect().width + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const releaseTouch = () => {
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => setTouching(false), TOUCH_RESUME_DELAY_MS);
  };

  return (
    <div
      ref={ref}
      {...regionProps}
      data-running={running}
      className="flex min-h-0 flex-1 flex-col"
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') return;
        window.clearTimeout(touchTimer.current);
        setTouching(true);
      }}
      onPointerUp={releaseTouch}
      onPointerCancel={releaseTouch}
    >
      <div
        role="group"
        aria-label={labels.label}
        className="mx-auto flex w-full max-w-content justify-end gap-2 px-4 sm:px-6"
      >
        <PauseToggle
          label={labels.pause}
          pressed={stopped}
          onToggle={toggleStopped}
          className="size-11 bg-background"
        />
        <button
          type="button"
          aria-label={labels.previous}
          title={labels.previous}
          onClick={() => page(-1)}
          className={controlClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          title={labels.next}
          onClick={() => page(1)}
          className={controlClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul
        ref={stripRef}
        aria-label={stripLabel}
        data-portfolio-strip=""
        className="mt-6 flex min-h-0 flex-1 [scrollbar-width:none] gap-5 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:px-6 lg:px-[max(1.5rem,calc((100vw-75rem)/2+1.5rem))]"
      >
        {children}
      </ul>
    </div>
  );
}
