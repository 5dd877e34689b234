'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';

export function useMotionGate<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return {
    ref,
    running: onScreen && !hovered && !focused && !stopped,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    regionProps: {
      onPointerEnter: (event: { pointerType: string }) => setHovered(event.pointerType === 'mouse'),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<T>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
