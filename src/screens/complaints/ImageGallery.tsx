// A row of thumbnails; tapping one enlarges it in antd-mobile's ImageViewer. The viewer is hosted in
// a labelled dialog with a named Close button: antd marks its mask aria-hidden, which would hide the
// enlarged picture and any button in it from assistive technology, and a person cannot guess that
// tapping the picture closes it.
import { ImageViewer } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fill } from '../../runtime/template';

interface GalleryProps {
  images: string[];
  /** Names each thumbnail, e.g. 'View image {n}'; also names the open viewer. */
  viewLabel: string;
  /** The enlarged picture's text alternative, e.g. 'Image {n}'. */
  imageLabel: string;
  closeLabel: string;
  /** Extra content after each thumbnail (the submission page's remove buttons). */
  renderExtra?: (index: number) => ReactNode;
}

export function ImageGallery({ images, viewLabel, imageLabel, closeLabel, renderExtra }: GalleryProps) {
  const [open, setOpen] = useState<number>();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const close = () => setOpen(undefined);

  useEffect(() => {
    if (!host) return;
    // The mask mounts a frame after `visible` turns on, so watch for it rather than look once.
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

  return (
    <>
      {images.map((url, i) => (
        <div className="complaint-thumb" key={`${url}-${i}`}>
          <button
            type="button"
            className="complaint-thumb__view"
            aria-label={fill(viewLabel, { n: i + 1 })}
            onClick={() => setOpen(i)}
          >
            <img src={url} alt="" loading="lazy" />
          </button>
          {renderExtra?.(i)}
        </div>
      ))}
      {createPortal(
        <div
          ref={setHost}
          role={open === undefined ? undefined : 'dialog'}
          aria-label={open === undefined ? undefined : fill(viewLabel, { n: open + 1 })}
        >
          {host ? (
            <ImageViewer.Multi
              getContainer={host}
              images={images}
              visible={open !== undefined}
              defaultIndex={open ?? 0}
              onClose={close}
              imageRender={(url, { ref, index }) => (
                <img ref={ref} src={url} alt={fill(imageLabel, { n: index + 1 })} draggable={false} />
              )}
              renderFooter={() => (
                <div className="complaint-viewer__footer">
                  <button type="button" className="btn" onClick={close}>
                    {closeLabel}
                  </button>
                </div>
              )}
            />
          ) : null}
        </div>,
        document.body,
      )}
    </>
  );
}
