import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail (spec section 5)', () => {
  it.each(['contact@adive.net', 'a.b-c+d@sous.domaine.bf', 'x@y.z', "o'connor@adive.net", 'A_B@ADIVE.NET'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'contact',
    'contact@adive',
    '@adive.net',
    'contact @adive.net',
    'contact@adive.net ',
    'a@b@c.d',
    'contact@adive .net',
    '<script>alert(1)</script>@adive.net',
    '"><svg onload=alert(1)>@adive.net',
    'javascript:alert(1)//@adive.net',
    'a\u0000b@adive.net',
    'contact@-adive.net',
    'contact@adive..net',
    'contact@adive.net.',
  ])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('refuses addresses longer than the limit', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(isValidEmail(`${local}@adive.net`)).toBe(false);
  });
});
