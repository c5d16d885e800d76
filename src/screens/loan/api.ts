// The loan endpoints (SPEC.md section 7, CONTRACT.md section 4), typed from schemas/api/loan*.json.
// The shared helper's calls (loan details, store score, event save) succeed on integer 0; confirm
// loan, contracts, /gopia and /panda on '00'. /gopia answers keep their data under `attach`.
import { config, message } from '../../config';
import type { LoanConfirm, LoanContracts, LoanDetails, LoanFailurePage } from '../../config/generated/api';
import { requestEndpoint, type Payload } from '../../runtime/shared/request';

export type Scalar = string | number;

export type { LoanDetails };
export type Product = NonNullable<LoanDetails['recProducts']>[number];
export type Row = NonNullable<LoanConfirmation['details']>[number];
export type LoanConfirmation = LoanConfirm;
export type Plan = NonNullable<LoanConfirm['repay_plans']>[number];
export type Agreement = NonNullable<LoanContracts['data']>[number];
export type FailurePage = LoanFailurePage;

/** The loan's agreements are asked for in the scene of loan confirmation. */
const SCENE = config.agreementScene;

type AttachEndpoint = 'altConfirm' | 'altAgreements' | 'altAgreementUrl' | 'altPush' | 'productTarget';

/** A product id as the server takes it, in quotes; left out when there is none. */
const idText = (id: Scalar | undefined) => (id === undefined ? undefined : String(id));

// --- order details (shared helper, integer 0) ---

/** Click tracking (the catalogue's `tracking`: never toasted, never waited for). */
export function saveClickEvent(
  productId: Scalar | undefined,
  moduleId: number | undefined,
  positionId: number,
) {
  return requestEndpoint('eventSave', {
    productId: idText(productId),
    moduleId,
    positionId,
  });
}

// --- confirm loan V3 ('00') ---

export function loanPush(data: Payload) {
  return requestEndpoint('loanPush', data, { loadingText: message('loading') });
}

export async function contracts(productId: string): Promise<Agreement[]> {
  const res = await requestEndpoint('contracts', { productId, scene: SCENE });
  return res.success ? (res.data?.data ?? []) : [];
}

export async function contractUrl(productId: string, position: Scalar, orderId: string) {
  const res = await requestEndpoint(
    'contractJump',
    { productId, scene: SCENE, position, orderId },
    { loadingText: message('loading') },
  );
  return res.success ? res.data?.contract_url : undefined;
}

// --- the /gopia and /panda calls ('00'; /gopia keeps its data under attach) ---

/** A call of this family the person waits for, with the loading indicator. */
function requestAttach<T>(name: AttachEndpoint, data: Payload) {
  return requestEndpoint<AttachEndpoint, T>(name, data, { loadingText: message('loading') });
}

export async function altAgreements(productId: string): Promise<Agreement[]> {
  const res = await requestAttach<Agreement[] | { data?: Agreement[]; list?: Agreement[] }>('altAgreements', {
    productId,
    characterises: SCENE,
  });
  if (!res.success || !res.data) return [];
  // Servers of this family answer the list bare or wrapped; both are accepted by the schema.
  return Array.isArray(res.data) ? res.data : (res.data.data ?? res.data.list ?? []);
}

export async function altAgreementUrl(productId: string, position: Scalar) {
  const res = await requestAttach<{ url?: string; contract_url?: string }>('altAgreementUrl', {
    productId,
    characterises: SCENE,
    position,
  });
  return res.success ? (res.data?.url ?? res.data?.contract_url) : undefined;
}

export async function altPush(data: Payload) {
  // The loan's address comes as `url`, like the other /gopia targets, or under the name the v3
  // push gives it.
  const res = await requestAttach<{ url?: string; lendDetailsUrl?: string }>('altPush', data);
  return res.success ? (res.data?.url ?? res.data?.lendDetailsUrl) : undefined;
}

/** The address behind a recommended product; undefined after a failure (already toasted). */
export async function productTarget(productId: Scalar | undefined, position: number) {
  // The body's module id is undefined for recommended products (SPEC.md section 7), so it is left out.
  const res = await requestAttach<{ url: string }>('productTarget', {
    position,
    productId: idText(productId),
  });
  return res.success ? res.data?.url : undefined;
}

/** Click tracking of the failure page (the catalogue's `tracking`: never toasted, never waited for). */
export function trackFailureClick(productId: Scalar | undefined, position: number) {
  return requestEndpoint('failureClick', {
    productId: idText(productId),
    position,
  });
}
