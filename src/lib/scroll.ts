import { ANCHOR_SCROLL_OFFSET_PX } from '@/config/navigation';

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Also moves keyboard focus there; false when the section is not on this page. */
export function scrollToSection(id: string, offset = ANCHOR_SCROLL_OFFSET_PX): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const targetTop = () => section.getBoundingClientRect().top + window.scrollY - offset;
  const offTarget = () => Math.abs(targetTop() - window.scrollY) > 1;
  if (offTarget()) {
    // content-visibility sections get real heights as they show, moving the target: land exactly.
    const landExactly = () => offTarget() && window.scrollTo({ top: targetTop() });
    window.addEventListener('scrollend', landExactly, { once: true });
  }
  window.scrollTo({ top: targetTop(), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}
