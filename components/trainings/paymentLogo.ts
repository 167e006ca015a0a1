import { getImageProps } from 'next/image';
import type { PaymentMethod } from '@/lib/cms';

/** The <img> attributes of a payment method's logo: the image optimiser's srcset, computed on the server. */
export type PaymentLogo = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/** A payment method as the training tabs show it (the page's first HTML and /api/payment-methods alike). */
export type PaymentMethodView = PaymentMethod & { logo: PaymentLogo | null };

/** How wide a logo is shown in the grid (at most). */
const LOGO_SIZES = '160px';

/**
 * Adds the logo's optimised attributes on the server, so the tabs' client component renders a plain <img>:
 * getImageProps in the browser would add 4 KB of next/image code to every training page.
 */
export function withPaymentLogo(method: PaymentMethod): PaymentMethodView {
  if (!method.image) return { ...method, logo: null };
  const { props } = getImageProps({
    src: method.image.smallUrl,
    alt: '',
    width: method.image.width ?? 160,
    height: method.image.height ?? 100,
    sizes: LOGO_SIZES,
  });
  const logo: PaymentLogo = { src: String(props.src), width: Number(props.width), height: Number(props.height) };
  if (props.srcSet) logo.srcSet = props.srcSet;
  if (props.sizes) logo.sizes = props.sizes;
  return { ...method, logo };
}
