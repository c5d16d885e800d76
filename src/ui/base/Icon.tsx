// A small image beside text: a logo, a status icon, a store badge. It loads once the page has laid
// out its text (loading="lazy": one on screen loads right after that layout), so the text paints
// first: an SVG is a document of its own, and reading one held the first paint of the company site
// and of an in-app screen back by 10 to 30 ms on a slow phone. Not for an image that is the content
// itself (a QR code, a photo), which must come as soon as it can.
import type { ImgHTMLAttributes } from 'react';

type IconProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { src: string; alt: string };

export function Icon(props: IconProps) {
  return <img loading="lazy" decoding="async" {...props} />;
}
