// Gets a picked picture ready for upload: refuses what cannot be read as an image and shrinks large
// photos on a canvas first, so a 12-megapixel camera shot does not crawl over a mobile connection.
// Where the browser cannot decode or draw (jsdom, old webviews) the file goes up as it is.

interface CompressOptions {
  /** Files up to this size are sent unchanged. */
  aboveBytes: number;
  /** Longest side of the shrunk picture, in pixels. */
  maxSide: number;
  /** JPEG quality of the shrunk picture, 0..1. */
  quality: number;
}

/** What cannot be read as a picture; the screen names it by its position in the pick. */
export class UnreadableImage extends Error {}

export interface PreparedImage {
  blob: Blob;
  name: string;
}

function canDecode(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

function toJpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.jpg`;
}

async function shrink(bitmap: ImageBitmap, options: CompressOptions): Promise<Blob | null> {
  const scale = Math.min(1, options.maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.toBlob !== 'function') return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', options.quality));
}

/** Throws UnreadableImage for an empty file, a file that is not an image, or one that does not decode. */
export async function prepareImage(file: File, options: CompressOptions): Promise<PreparedImage> {
  if (file.size === 0 || (file.type !== '' && !file.type.startsWith('image/')))
    throw new UnreadableImage(file.name);
  if (!canDecode()) return { blob: file, name: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImage(file.name);
  }
  try {
    if (file.size <= options.aboveBytes) return { blob: file, name: file.name };
    const smaller = await shrink(bitmap, options).catch(() => null);
    if (!smaller || smaller.size >= file.size) return { blob: file, name: file.name };
    return { blob: smaller, name: toJpegName(file.name) };
  } finally {
    bitmap.close();
  }
}
