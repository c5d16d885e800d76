// Where a Markdown page places a gallery of its screen file (`data.galleries`): a line
// `<!-- gallery:ID -->`. The page (src/screens/site/PaymentInstructions.tsx) and the staff check
// (tools/check/checkSchemas.ts) read the marker by this one pattern.

/** A gallery marker; its group is the gallery's id. */
export const GALLERY_MARKER = /<!--\s*gallery:([\w-]+)\s*-->/;

/** Every gallery marker of a Markdown text, for matchAll. */
export const GALLERY_MARKERS = new RegExp(GALLERY_MARKER.source, 'g');
