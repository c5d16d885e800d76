// What the complaint endpoints answer (SPEC.md section 7, CONTRACT.md section 4), typed from
// schemas/api/complaint*.json. The screens call them by name through the runtime's action environment.

export type Scalar = string | number;

export interface Option {
  title: string;
  value: Scalar;
}

export interface Order {
  orderNo: Scalar;
  productLogo?: string | null;
  productName?: string | null;
  status?: Scalar | null;
  isShow?: Scalar | null;
  list?: { title?: Scalar | null; value?: Scalar | null }[] | null;
}

export interface InitData {
  problemType: Option[];
  problemSonType?: Option[] | null;
  orderDetail?: Order | null | [];
  orderList?: Order[] | null;
}

export interface ListItem {
  id: Scalar;
  time?: Scalar | null;
  type?: Scalar | null;
  content?: string | null;
}

export interface ListData {
  res: { tabs: { title: string; list?: ListItem[] | null }[] };
}

export interface RawDetail {
  type?: Scalar | null;
  sonType?: Scalar | null;
  problemId?: Scalar | null;
  content?: string | null;
  images?: string[] | string | null;
  disposeDetail?: string | null;
  disposeImages?: string[] | string | null;
  isNeedScore?: Scalar | boolean | null;
}

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
