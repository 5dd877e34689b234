import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInAddress } from './desk-address';

describe('the address to come back to after sign-in', () => {
  it('is a guarded desk page of this site, with its query', () => {
    expect(safeReturnPath('/studio/bookings?q=ada')).toBe('/studio/bookings?q=ada');
    expect(safeReturnPath('/es/studio')).toBe('/es/studio');
  });

  it('is never another site, a public page or the sign-in page itself', () => {
    for (const next of [
      'https://evil.test/studio',
      '//evil.test/studio',
      '/\\evil.test/studio',
      '/about',
      '/studio/sign-in',
      '/es/studio/enroll?token=x',
      'studio',
      undefined,
    ]) {
      expect(safeReturnPath(next), String(next)).toBeUndefined();
    }
  });

  it('rides along on the sign-in page of the language', () => {
    expect(signInAddress('es', '/es/studio/leads')).toBe(
      '/es/studio/sign-in?next=%2Fes%2Fstudio%2Fleads',
    );
    expect(signInAddress('en', 'https://evil.test')).toBe('/studio/sign-in');
  });
});
