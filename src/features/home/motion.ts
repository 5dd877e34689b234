/**
 * Classes for a CSS animation inside a `MotionRegion`: it runs only while the region reports
 * `data-playing` (on screen, not hovered or focused, not paused by the visitor), and never
 * under reduced motion, where the `motion-safe:` animation class does not apply. Marked
 * important because the `animate-*` shorthand would otherwise reset the play state.
 */
export const regionPlayState =
  '[animation-play-state:paused]! group-data-[playing=true]/motion:[animation-play-state:running]!';

/** Runs a looping animation backwards (the shorthand of `animate-*` would reset it otherwise). */
export const reverseAnimation = '[animation-direction:reverse]!';
