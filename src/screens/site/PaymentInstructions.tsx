// Repayment guidance for the payment-collection provider: Markdown from content/paymentInstructions.md
// with image galleries from schemas/screens/paymentInstructions.json. A `<!-- gallery:ID -->` line in
// the Markdown places gallery ID there; a gallery the text does not place is shown at the end.
import { useRef, useState } from 'react';
import guide from 'virtual:content/paymentInstructions';
import { screen } from '../../config/generated/screens/paymentInstructions';
import { GALLERY_MARKER } from '../../runtime/base/galleryMarker';
import { fill } from '../../runtime/base/template';
import { LazyImageViewer, type ViewerImage } from '../../ui/base/LazyImageViewer';
import { Markdown } from './MarkdownPage';
import './site.css';

interface Gallery {
  id: string;
  images: ViewerImage[];
}

type Part = { kind: 'text'; html: string } | { kind: 'gallery'; gallery: Gallery };

const galleries: Gallery[] = screen.data.galleries;

function layout(html: string): Part[] {
  const parts: Part[] = [];
  const placed = new Set<string>();
  // split() with a capture group alternates text and gallery ids: text, id, text, id, text…
  html.split(GALLERY_MARKER).forEach((piece, i) => {
    if (i % 2 === 0) {
      if (piece.trim()) parts.push({ kind: 'text', html: piece });
      return;
    }
    const gallery = galleries.find((g) => g.id === piece);
    if (gallery && !placed.has(gallery.id)) {
      placed.add(gallery.id);
      parts.push({ kind: 'gallery', gallery });
    }
  });
  for (const gallery of galleries) if (!placed.has(gallery.id)) parts.push({ kind: 'gallery', gallery });
  return parts;
}

const parts = layout(guide);

export default function PaymentInstructions() {
  const { texts } = screen;
  const [open, setOpen] = useState<{ gallery: Gallery; index: number }>();
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = () => {
    setOpen(undefined);
    opener.current?.focus();
  };

  return (
    <main className="page pay-guide">
      <title>{screen.title}</title>
      <h1 className="inapp-text__title">{screen.title}</h1>
      <p className="pay-guide__hint">{texts.galleryHint}</p>
      <div className="card">
        {parts.map((part, i) =>
          part.kind === 'text' ? (
            <Markdown key={i} html={part.html} />
          ) : (
            <ul key={i} className="pay-guide__gallery">
              {part.gallery.images.map((image, index) => (
                <li key={image.src}>
                  <button
                    type="button"
                    className="pay-guide__thumb"
                    onClick={(e) => {
                      opener.current = e.currentTarget;
                      setOpen({ gallery: part.gallery, index });
                    }}
                  >
                    <img src={image.src} alt={image.alt} width={120} height={210} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
      {open ? (
        <LazyImageViewer
          images={open.gallery.images}
          startIndex={open.index}
          labelOf={(image) => fill(texts.viewerLabel, { alt: image.alt })}
          closeText={texts.close}
          onClose={close}
        />
      ) : null}
    </main>
  );
}
