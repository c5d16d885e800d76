// The one enlarged-image viewer (complaint images, payment-guide images): antd-mobile's ImageViewer in
// a labelled modal dialog (modal.ts: focus moves to its named Close button, the page behind is inert,
// Escape closes it, and focus goes back to the image that opened it). antd marks its mask aria-hidden,
// which would hide the enlarged picture and the button from assistive technology, so the mask is
// revealed again; and a person cannot guess that tapping the picture closes it. Mounted only while
// open, so the site can load it when a reader first taps an image.
import { ImageViewer as AntImageViewer } from 'antd-mobile';
// antd-mobile comes only with the viewer and the money keyboard, each set up before it shows.
import '../platform/antdSetup';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from './shared/modal';
import './imageViewer.css';

export interface ViewerImage {
  src: string;
  alt: string;
}

export default function ImageViewer({
  images,
  startIndex,
  labelOf,
  closeText,
  onClose,
}: {
  images: ViewerImage[];
  startIndex: number;
  /** The dialog's name for the image on show. */
  labelOf: (image: ViewerImage, index: number) => string;
  closeText: string;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(startIndex);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const current = images[index] ?? images[startIndex];
  useModalLayer(host, onClose);

  useEffect(() => {
    if (!host) return;
    // The mask mounts a frame after the viewer, so watch for it rather than look once.
    const reveal = () =>
      host.querySelectorAll('.adm-mask[aria-hidden]').forEach((m) => m.removeAttribute('aria-hidden'));
    const observer = new MutationObserver(reveal);
    observer.observe(host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    reveal();
    return () => observer.disconnect();
  }, [host]);

  return createPortal(
    <div
      ref={setHost}
      role="dialog"
      aria-modal="true"
      aria-label={current ? labelOf(current, index) : undefined}
      className="ui-viewer"
    >
      {host ? (
        <AntImageViewer.Multi
          getContainer={host}
          images={images.map((i) => i.src)}
          defaultIndex={startIndex}
          visible
          onClose={onClose}
          onIndexChange={setIndex}
          imageRender={(src, { ref, index: i }) => (
            <img ref={ref} src={src} alt={images[i]?.alt ?? ''} draggable={false} />
          )}
        />
      ) : null}
      <button type="button" className="btn ui-viewer__close" onClick={onClose}>
        {closeText}
      </button>
    </div>,
    document.body,
  );
}
