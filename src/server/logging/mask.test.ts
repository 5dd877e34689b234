import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask';

describe('log masking', () => {
  it('masks email addresses and link tokens wherever they are, and nothing else', () => {
    expect(
      maskSecrets(
        '{"msg":"GET /es/booking/cancel?token=Zq9_x-4Ab%2Fc 200","to":"Ada.Lovelace+x@mail.example.co.uk"}',
      ),
    ).toBe('{"msg":"GET /es/booking/cancel?token=[masked] 200","to":"[email]"}');
    expect(
      maskSecrets('at http://localhost:3000/studio/enroll?lang=es&token=abc (emailed to a@b.io).'),
    ).toBe('at http://localhost:3000/studio/enroll?lang=es&token=[masked] (emailed to [email]).');
    expect(maskSecrets('Serving on http://localhost:3000, 12 emails due')).toBe(
      'Serving on http://localhost:3000, 12 emails due',
    );
  });
});
