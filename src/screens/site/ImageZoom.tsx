// The enlarged view of a payment-guide image (antd-mobile ImageViewer), loaded only when a reader
// taps an image. The viewer's mask hides itself from assistive technology (aria-hidden), so the
// dialog role, its name and a Close button live on a wrapper around it.
import { ImageViewer } from 'antd-mobile';
import { useState } from 'react';

export interface ZoomImage {
  src: string;
  alt: string;
}

interface Props {
  images: ZoomImage[];
  startIndex: number;
  labelOf: (image: ZoomImage) => string;
  closeText: string;
  onClose: () => void;
}

export default function ImageZoom({ images, startIndex, labelOf, closeText, onClose }: Props) {
  const [index, setIndex] = useState(startIndex);
  const current = images[index] ?? images[startIndex];
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={current ? labelOf(current) : undefined}
      className="zoom"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <ImageViewer.Multi
        images={images.map((i) => i.src)}
        defaultIndex={startIndex}
        visible
        onClose={onClose}
        onIndexChange={setIndex}
      />
      <button type="button" className="btn zoom__close" onClick={onClose} autoFocus>
        {closeText}
      </button>
    </div>
  );
}
