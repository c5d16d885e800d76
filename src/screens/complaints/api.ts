// What the complaint endpoints answer (SPEC.md section 7, CONTRACT.md section 4), typed from
// schemas/api/complaint*.json. The screens call them by name through the runtime's action environment.
import type { ComplaintDetail, ComplaintInit, ComplaintList } from '../../config/generated/api';

export type Scalar = string | number;

export type InitData = ComplaintInit;
export type Option = InitData['problemType'][number];
export type Order = NonNullable<InitData['orderList']>[number];
export type ListData = ComplaintList;
export type ListItem = NonNullable<ListData['res']['tabs'][number]['list']>[number];
export type RawDetail = ComplaintDetail;

export interface DetailData extends Omit<RawDetail, 'images' | 'disposeImages'> {
  images: string[];
  disposeImages: string[];
}

function urlList(value: RawDetail['images']): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((url) => url.trim()).filter(Boolean);
}

/** A detail answer as the page shows it: the image lists are arrays, whichever way they were sent. */
export function detailOf(raw: RawDetail): DetailData {
  return { ...raw, images: urlList(raw.images), disposeImages: urlList(raw.disposeImages) };
}

/** The address of an uploaded image, from upload-problem-img's answer (schemas/api/complaintUpload.json). */
export function uploadedUrl(data: unknown): string | undefined {
  return data && typeof data === 'object' && 'url' in data && typeof data.url === 'string'
    ? data.url
    : undefined;
}
