// The two widgets the complaint form schema names (schemas/screens/complaintSubmit.json): the type
// tags and the image uploader. They are registered with the schema form, which renders them at a
// stable identity, so what they need from the screen comes through a context rather than props.
import type { WidgetProps } from '@rjsf/utils';
import { SpinLoading } from '../../ui/base/SpinLoading';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { screen } from '../../config/generated/screens/complaintSubmit';
import { useActionEnv } from '../../runtime/shared/actions';
import { fill } from '../../runtime/base/template';
import { uploadedUrl } from './api';
import { prepareImage, type PreparedImage } from './compressImage';
import { ImageGallery } from './ImageGallery';

const { texts, messages, limits } = screen;

export interface SubmitFormContext {
  /** Titles of the chosen type and sub-type, shown as tags. */
  tags: string[];
  /** Told whether any image is still on its way up, so Send can wait for it. */
  onUploadingChange: (uploading: boolean) => void;
}

export const SubmitContext = createContext<SubmitFormContext>({ tags: [], onUploadingChange: () => {} });

function TypeTagsWidget() {
  const { tags } = useContext(SubmitContext);
  return (
    <div className="complaint-tags-slot">
      {tags.length === 0 ? null : (
        <ul className="complaint-tags" aria-label={texts.typeTags}>
          {tags.map((t) => (
            <li key={t} className="complaint-tag">
              {t}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface Pending {
  id: number;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function ImageUploaderWidget(props: WidgetProps) {
  const { value, onChange, disabled, readonly, schema } = props;
  const { onUploadingChange } = useContext(SubmitContext);
  const { toast, request } = useActionEnv();
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const urls = stringList(value);
  const [pending, setPending] = useState<Pending[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  // Several uploads may finish before the form re-renders; each must add to the latest list.
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  });
  const nextId = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => onUploadingChange(pending.length > 0), [pending.length, onUploadingChange]);

  /** Uploads one picked file; returns why it did not make it, or nothing when it did. */
  const uploadOne = async (file: File, positionInPick: number): Promise<string | undefined> => {
    let image: PreparedImage;
    let bytes: Blob;
    try {
      image = await prepareImage(file, {
        aboveBytes: limits.compressAboveBytes,
        maxSide: limits.compressMaxSide,
        quality: limits.compressQuality,
      });
      // Sent from memory: a part that only refers to a file on disk reaches whatever inspects the
      // request on its way (Chromium's interception, a recording proxy) empty; servers got it whole.
      bytes = new Blob([await image.blob.arrayBuffer()], { type: image.blob.type });
    } catch {
      return fill(messages.imageUnreadable, { n: positionInPick });
    }
    const body = new FormData();
    body.append('problemImage', bytes, image.name);
    // The uploader lists what went wrong with each picture next to them; a toast would be replaced.
    const result = await request('uploadProblemImage', body, { toastOnFailure: false });
    const url = result.success ? uploadedUrl(result.data) : undefined;
    if (!url) return result.message || fill(messages.uploadFailed, { n: positionInPick });
    if (mounted.current) {
      const next = [...latest.current, url];
      latest.current = next;
      onChange(next);
      toast(messages.uploadSucceeded);
    }
    return undefined;
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Picking the same picture again must fire a change event.
    e.target.value = '';
    const room = Math.max(0, max - latest.current.length - pending.length);
    const accepted = picked.slice(0, room);
    // Problems stay on screen until the next pick: a toast would be hidden by the next upload's.
    const problems = picked.length > room ? [fill(messages.tooManyImages, { max })] : [];
    setNotices(problems);
    const tasks = accepted.map(() => ({ id: nextId.current++ }));
    setPending((list) => [...list, ...tasks]);
    // One at a time: a phone on a slow connection uploads faster in sequence, and the order is kept.
    for (const [i, file] of accepted.entries()) {
      const problem = await uploadOne(file, i + 1);
      if (!mounted.current) return;
      if (problem) setNotices((list) => [...list, problem]);
      setPending((list) => list.filter((p) => p !== tasks[i]));
    }
  };

  const remove = (index: number) => {
    setNotices([]);
    const next = latest.current.filter((_, i) => i !== index);
    latest.current = next;
    onChange(next);
  };

  const count = urls.length + pending.length;
  return (
    <section className="complaint-images" aria-label={schema.title}>
      <h2 className="complaint-images__title">{fill(texts.imagesTitle, { count: urls.length, max })}</h2>
      <div className="complaint-images__grid">
        <ImageGallery
          images={urls}
          viewLabel={texts.viewImage}
          imageLabel={texts.imageAlt}
          closeLabel={texts.close}
          renderExtra={(i) => (
            <button
              type="button"
              className="complaint-thumb__remove"
              aria-label={fill(texts.removeImage, { n: i + 1 })}
              disabled={disabled || readonly}
              onClick={() => remove(i)}
            >
              ×
            </button>
          )}
        />
        {pending.map((task, i) => (
          <div key={task.id} className="complaint-thumb complaint-thumb--pending" role="status">
            <SpinLoading color="primary" style={{ '--size': '24px' }} />
            <span>{fill(texts.uploading, { n: urls.length + i + 1 })}</span>
          </div>
        ))}
        {count < max ? (
          <label className="complaint-thumb complaint-thumb--add">
            <span aria-hidden="true">+</span>
            <input
              type="file"
              accept="image/*"
              multiple
              aria-label={texts.uploadImage}
              disabled={disabled || readonly}
              onChange={(e) => void onPick(e)}
            />
          </label>
        ) : null}
      </div>
      {notices.length > 0 ? (
        <ul className="complaint-notices" role="alert">
          {notices.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export const submitWidgets = { typeTags: TypeTagsWidget, imageUploader: ImageUploaderWidget };
