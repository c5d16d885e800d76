// The repayment calls (SPEC.md section 7) and the info the code page reads back from storage.
import { message } from '../../config';
import type { RepaymentOfDelay, RepaymentOfPeriod } from '../../config/generated/api';
import { requestEndpoint } from '../../runtime/shared/request';
import type { PayNotice, RepaymentInfo, RepaymentKind } from '../../runtime/state/repayment';

type Text = string | number | null;

/** The answer as schemas/api/repaymentOfPeriod.json and repaymentOfDelay.json let it come. */
export type RawInfo = RepaymentOfPeriod | RepaymentOfDelay;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
/** A server null is an absent field. */
const orAbsent = (v: Text | undefined): string | number | undefined => (v === null ? undefined : v);
const objectOf = <T extends object>(v: T | unknown[] | null | undefined): T | undefined =>
  v && !Array.isArray(v) ? v : undefined;

/** An own field of a server object, read without claiming a shape the answer's schema leaves open. */
const fieldOf = (value: object, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;

/** A step is its text; a server that sends it as an object puts the text under one of these keys. */
function stepText(step: unknown): string | undefined {
  if (step && typeof step === 'object')
    for (const key of ['text', 'content', 'title', 'desc', 'name', 'value']) {
      const text = str(fieldOf(step, key));
      if (text) return text;
    }
  return str(step);
}

function payNotices(groups: unknown[] | null | undefined): PayNotice[] {
  return (groups ?? []).flat().flatMap((group) => {
    if (!group || typeof group !== 'object') return [];
    const name = fieldOf(group, 'name');
    const list = fieldOf(group, 'list');
    const steps = (Array.isArray(list) ? list : []).map(stepText).filter((s): s is string => !!s);
    return [{ name: str(name), list: steps }];
  });
}

/** The answer as the pages use it. */
export function normalize(raw: RawInfo): RepaymentInfo {
  const delay = objectOf(raw.delayInfo);
  const def = objectOf(raw.defDetail);
  const payCode = str(def?.payCode);
  return {
    repayAmount: orAbsent(raw.repayAmount),
    repayDate: str(raw.repayDate),
    productName: str(raw.productName),
    productLogo: str(raw.productLogo),
    detail: (raw.detail ?? []).map((d) => ({ text: str(d.text), value: str(d.value) })),
    repayPlan: (raw.repayPlan ?? []).map((p) => ({
      remark: str(p.remark),
      title: str(p.title),
      amount: str(p.amount),
      time: str(p.time),
    })),
    repayList: (raw.repayList ?? []).map((c) => ({ ...c, logo: c.logo ?? undefined })),
    noticeMsg: str(raw.noticeMsg),
    isShowReyTop: orAbsent(raw.isShowReyTop),
    delayInfo: delay && { title: str(delay.title), delayAmount: orAbsent(delay.delayAmount) },
    defDetail: payCode
      ? { payCode, logo: str(def?.logo), title: str(def?.title), payNotice: payNotices(def?.payNotice) }
      : undefined,
  };
}

export const generatePayUrl = (kind: RepaymentKind, data: Record<string, string | number>) =>
  requestEndpoint('generatePayUrl', kind === 'delay' ? { ...data, isDelay: 1 } : data, {
    loadingText: message('loading'),
  });
