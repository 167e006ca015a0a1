import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'onLoad' | 'onLoadingComplete' | 'onError' | 'loader'>;

/**
 * next/image's optimised <img>, rendered by the server through getImageProps: next/image's client component ships
 * about 5 KB of gzipped JavaScript per page for features the site does not use (blur placeholders, load callbacks).
 */
export function Image(props: Props) {
  const urgent = Boolean(props.priority || props.preload);
  // Next 16 only loads such an image eagerly; the main image of a page is also asked first (fetchpriority).
  const { props: img } = getImageProps({ ...props, fetchPriority: props.fetchPriority ?? (urgent ? 'high' : undefined) });
  const { alt, ...attributes } = img;
  if (urgent && typeof img.src === 'string') {
    // What next/image does for these images in the App Router: React puts the hint in the <head>.
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own <img>, with its attributes
  return <img alt={alt} {...attributes} />;
}
