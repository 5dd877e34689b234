// Runs only while the `MotionRegion` plays; reduced motion never gets the `motion-safe:` class.
export const regionPlayState = 'region-animation';

// Important: the `animate-*` shorthand would reset the direction otherwise.
export const reverseAnimation = '[animation-direction:reverse]!';
