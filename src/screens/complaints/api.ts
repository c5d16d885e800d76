// The complaint endpoints (SPEC.md section 7, CONTRACT.md section 4), typed from schemas/api/complaint*.json.
// Every one of them succeeds on '00'; a failure toasts the server message through the shared helper.
import { endpoints } from '../../platform/endpoints';
import { request } from '../../platform/http';
import { readJson, writeJson } from '../../platform/storage';

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

interface SavePayload {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** Image addresses joined with commas; empty when there are none. */
  problemImage: string;
  orderNo: string;
}

const SAVED_ORDER_KEY = 'lender.complaint.orderNo';

/** The home loads with POST; the submission page only needs the type titles and uses the GET variant. */
export function problemInit(orderId: string | null, method: 'GET' | 'POST' = 'POST') {
  return request<InitData>({
    ...(method === 'GET' ? endpoints.problemInitGet : endpoints.problemInit),
    data: orderId ? { orderId } : {},
  });
}

export function uploadProblemImage(file: Blob, name: string) {
  const body = new FormData();
  body.append('problemImage', file, name);
  return request<{ url: string }>({
    ...endpoints.uploadProblemImage,
    data: body,
    // The uploader lists what went wrong with each picture next to them; a toast would be replaced.
    toastOnFailure: false,
  });
}

export function saveProblem(payload: SavePayload, loadingText: string) {
  return request({ ...endpoints.problemSave, data: { ...payload }, loadingText });
}

function urlList(value: RawDetail['images']): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((url) => url.trim()).filter(Boolean);
}

/** A detail answer as the page shows it: the image lists are arrays, whichever way they were sent. */
export function detailOf(raw: RawDetail): DetailData {
  return { ...raw, images: urlList(raw.images), disposeImages: urlList(raw.disposeImages) };
}

/** The order of the last saved complaint, so the complaint home opens on it again. */
export function rememberOrderNo(orderNo: string): void {
  writeJson(SAVED_ORDER_KEY, orderNo);
}

export function savedOrderNo(): string | undefined {
  const value = readJson<unknown>(SAVED_ORDER_KEY);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
