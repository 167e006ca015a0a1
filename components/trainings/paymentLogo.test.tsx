import { renderToString } from 'react-dom/server';
import type { PaymentMethod } from '@/lib/cms';
import { PaymentMethodList } from './PaymentMethodList';
import { paymentListTexts } from './paymentListTexts';
import { withPaymentLogo } from './paymentLogo';

const media = {
  url: 'http://cms.test/uploads/wave.png',
  alt: '',
  width: 400,
  height: 200,
  thumbnailUrl: 'http://cms.test/uploads/thumbnail_wave.png',
  smallUrl: 'http://cms.test/uploads/small_wave.png',
} as NonNullable<PaymentMethod['image']>;

describe('withPaymentLogo', () => {
  it("gives the logo the image optimiser's src and srcset, for a 160 px slot", () => {
    const { logo } = withPaymentLogo({ id: 1, name: 'Wave', image: media });
    expect(logo).toMatchObject({ width: 400, height: 200, sizes: '160px' });
    expect(logo?.src).toBe('/_next/image?url=http%3A%2F%2Fcms.test%2Fuploads%2Fsmall_wave.png&w=3840&q=75');
    expect(logo?.srcSet).toMatch(/^\/_next\/image\?url=http%3A%2F%2Fcms\.test%2Fuploads%2Fsmall_wave\.png&w=\d+&q=75 \d+w, /);
  });

  it('keeps a method without an image, with no logo', () => {
    expect(withPaymentLogo({ id: 2, name: 'Espèces', image: null })).toEqual({ id: 2, name: 'Espèces', image: null, logo: null });
  });
});

describe('PaymentMethodList', () => {
  it('shows each logo as a plain lazy <img> with those attributes, named after its method', () => {
    const html = renderToString(<PaymentMethodList methods={[withPaymentLogo({ id: 1, name: 'Wave', image: media })]} state="ready" texts={paymentListTexts('fr')} />);
    expect(html).toMatch(/<img src="\/_next\/image\?url=http%3A%2F%2Fcms\.test%2Fuploads%2Fsmall_wave\.png&amp;w=3840&amp;q=75"/);
    expect(html).toMatch(/srcSet="[^"]+ \d+w, /);
    expect(html).toContain('alt="Logo Wave"');
    expect(html).toContain('loading="lazy"');
  });

  it("writes the grid's words and each logo's name in the page's edition", () => {
    const method = withPaymentLogo({ id: 1, name: 'Wave', image: media });
    const english = renderToString(<PaymentMethodList methods={[method]} state="ready" texts={paymentListTexts('en')} />);
    expect(english).toContain('Accepted payment methods');
    expect(english).toContain('alt="Wave logo"');
    const arabic = renderToString(<PaymentMethodList methods={[]} state="error" texts={paymentListTexts('ar')} />);
    expect(arabic).toContain('وسائل الدفع غير متاحة مؤقتًا');
    expect(renderToString(<PaymentMethodList methods={[method]} state="ready" texts={paymentListTexts('ar')} />)).toContain('alt="شعار Wave"');
  });
});
