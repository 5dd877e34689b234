/**
 * For a CSS animation inside a `MotionRegion`: it runs only while the region plays, and never
 * under reduced motion, where the `motion-safe:` animation class does not apply.
 */
export const regionPlayState = 'region-animation';

/** Runs a looping animation backwards (the shorthand of `animate-*` would reset it otherwise). */
export const reverseAnimation = '[animation-direction:reverse]!';
