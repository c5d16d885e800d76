import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareImage, UnreadableImage } from '../../../src/screens/complaints/compressImage';

const options = { aboveBytes: 1000, maxSide: 100, quality: 0.8 };

function file(bytes: number, name = 'photo.png', type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A browser that decodes a 400×200 picture and draws it into a canvas producing `outBytes`. */
function fakeBrowserCanvas(outBytes: number | null) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 400, height: 200, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done) =>
      done(outBytes === null ? null : new Blob([new Uint8Array(outBytes)], { type: 'image/jpeg' })),
    );
  return { close, drawImage, toBlob };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prepareImage', () => {
  it('refuses an empty file or one that is not an image', async () => {
    await expect(prepareImage(file(0), options)).rejects.toBeInstanceOf(UnreadableImage);
    await expect(prepareImage(file(50, 'notes.txt', 'text/plain'), options)).rejects.toBeInstanceOf(
      UnreadableImage,
    );
  });

  it('sends the file as it is where the browser cannot decode pictures (jsdom)', async () => {
    const big = file(5000);
    expect(await prepareImage(big, options)).toEqual({ blob: big, name: 'photo.png' });
  });

  it('refuses a picture the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('bad data'))),
    );
    await expect(prepareImage(file(5000), options)).rejects.toBeInstanceOf(UnreadableImage);
  });

  it('leaves a small picture alone', async () => {
    const { toBlob, close } = fakeBrowserCanvas(10);
    const small = file(800);
    expect(await prepareImage(small, options)).toEqual({ blob: small, name: 'photo.png' });
    expect(toBlob).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('shrinks a large picture to the longest side as a JPEG', async () => {
    const { drawImage, toBlob } = fakeBrowserCanvas(300);
    const result = await prepareImage(file(5000, 'IMG_2041.PNG'), options);
    expect(result.name).toBe('IMG_2041.jpg');
    expect(result.blob.size).toBe(300);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 100, 50);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
  });

  it('keeps the original when shrinking fails or does not help', async () => {
    fakeBrowserCanvas(null);
    const original = file(5000);
    expect((await prepareImage(original, options)).blob).toBe(original);
    vi.restoreAllMocks();
    fakeBrowserCanvas(6000);
    expect((await prepareImage(original, options)).blob).toBe(original);
  });
});
