// A row of thumbnails; tapping one enlarges it in the UI kit's image viewer (loaded on that first tap).
import { useState, type ReactNode } from 'react';
import { fill } from '../../runtime/base/template';
import { LazyImageViewer } from '../../ui/base/LazyImageViewer';

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
      {open === undefined ? null : (
        <LazyImageViewer
          images={images.map((src, i) => ({ src, alt: fill(imageLabel, { n: i + 1 }) }))}
          startIndex={open}
          labelOf={(_image, i) => fill(viewLabel, { n: i + 1 })}
          closeText={closeLabel}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
