// The complaint endpoints (SPEC.md section 7, CONTRACT.md section 4), typed from schemas/api/complaint*.json.
// Every one of them succeeds on '00'; a failure toasts the server message through the shared helper.
import type {
  ComplaintDetail,
  ComplaintInit,
  ComplaintList,
  ComplaintUpload,
} from '../../config/generated/api';
import { endpoints } from '../../platform/endpoints';
import { mapData, request, type ApiResult } from '../../platform/http';
import { readJson, writeJson } from '../../platform/storage';

export type Scalar = string | number;

export type InitData = ComplaintInit;
export type Option = InitData['problemType'][number];
export type Order = NonNullable<InitData['orderList']>[number];
export type ListData = ComplaintList;
export type ListItem = NonNullable<ListData['res']['tabs'][number]['list']>[number];
type RawDetail = ComplaintDetail;

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
  return request<ComplaintUpload>({
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

export async function problemDetail(problemId: string): Promise<ApiResult<DetailData>> {
  const res = await request<RawDetail>({
    ...endpoints.problemDetail,
    data: { problemId },
  });
  return mapData(res, (raw) => ({
    ...raw,
    images: urlList(raw.images),
    disposeImages: urlList(raw.disposeImages),
  }));
}

export function saveScore(score: number, problemId: string, loadingText: string) {
  return request({
    ...endpoints.saveScore,
    data: { score, problemId },
    loadingText,
  });
}

/** The order of the last saved complaint, so the complaint home opens on it again. */
export function rememberOrderNo(orderNo: string): void {
  writeJson(SAVED_ORDER_KEY, orderNo);
}

export function savedOrderNo(): string | undefined {
  const value = readJson<unknown>(SAVED_ORDER_KEY);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
