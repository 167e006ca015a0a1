import { lighterPictureUrl, lighterPictureWidth } from './saveData';

describe('the data saver', () => {
  it('halves the width of a picture, to a width the optimizer makes', () => {
    expect(lighterPictureWidth(1080)).toBe(640);
    expect(lighterPictureWidth(3840)).toBe(1920);
    expect(lighterPictureWidth(828)).toBe(640);
    expect(lighterPictureWidth(640)).toBe(384);
    expect(lighterPictureWidth(384)).toBe(256);
    expect(lighterPictureWidth(32)).toBeNull();
    expect(lighterPictureWidth(Number.NaN)).toBeNull();
  });

  it("asks the optimizer for half the width at the saver's quality, the picture itself unchanged", () => {
    expect(lighterPictureUrl('https://adive.net/_next/image?url=%2Fuploads%2Fa.jpg&w=1080&q=75')).toBe(
      'https://adive.net/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=50',
    );
    expect(lighterPictureUrl('https://adive.net/_next/image?url=%2Fuploads%2Fa.jpg&w=32&q=75')).toBe(
      'https://adive.net/_next/image?url=%2Fuploads%2Fa.jpg&w=32&q=50',
    );
  });
});
