import { EMAIL_MAX_LENGTH } from './forms/limits';
import { isValidEmail } from './validation';

describe('isValidEmail (spec section 5)', () => {
  it.each(['contact@adive.net', 'a.b-c+d@sous.domaine.bf', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'contact', 'contact@adive', '@adive.net', 'contact @adive.net', 'contact@adive.net ', 'a@b@c.d', 'contact@adive .net'])(
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
