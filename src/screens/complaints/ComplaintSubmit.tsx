// Complaint submission (SPEC.md sections 2-5): type tags, a description, up to 9 images uploaded as
// they are added, and Send. A saved complaint shows a success modal, then the complaint home replaces
// the page; a failed save keeps everything for another try.
import { CenterPopup } from '../../ui/Overlay';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import * as fns from 'virtual:form-validator/complaintSubmit';
import { screen } from '../../config/generated/screens/complaintSubmit';
import { useActionEnv } from '../../runtime/shared/actions';
import { usePageParams } from '../../runtime/shared/navigation';
import { useScreenActions } from '../../runtime/screenActions';
import { lastComplaintOrderAtom } from '../../runtime/state/complaints';
import { complaintDraftAtom } from '../../runtime/state/complaintDraft';
import { RESET } from '../../runtime/shared/storedAtom';
import { makeValidator, SchemaForm } from '../../runtime/form/SchemaForm';
import { fill } from '../../runtime/base/template';
import { useSingleFlight, type FlightEnd } from '../../runtime/shared/useSingleFlight';
import type { InitData, Option } from './api';
import { SubmitContext, submitWidgets, type SubmitFormContext } from './submitWidgets';
import './complaints.css';

const { texts, messages, limits, form } = screen;
const FILE = 'schemas/screens/complaintSubmit.json';
const NO_VARS = {};

interface FormValues {
  problemType: string;
  problemSonType?: string;
  problemDetail?: string;
  problemImage?: string[];
}

const validator = makeValidator<FormValues>(fns, form);
const promise = fill(texts.promise, { days: limits.responseWeekdays });

function titleOf(options: Option[] | null | undefined, value: string): string | undefined {
  return options?.find((o) => String(o.value) === value)?.title;
}

export default function ComplaintSubmit() {
  const params = usePageParams();
  const problemType = params.get('problemType') ?? '';
  const problemSonType = params.get('problemSonType') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const { run } = useScreenActions(FILE, screen, NO_VARS);
  const { toast, request } = useActionEnv();
  const rememberOrder = useSetAtom(lastComplaintOrderAtom);
  const store = useStore();
  const draftAtom = complaintDraftAtom(orderNo);
  const setDraft = useSetAtom(draftAtom);

  // What was written for this order and this type before the page was closed comes back.
  const [values, setValues] = useState<FormValues>(() => {
    const draft = store.get(draftAtom);
    const same = draft?.problemType === problemType && (draft.problemSonType ?? '') === problemSonType;
    return {
      problemType,
      problemSonType,
      problemDetail: (same && draft.problemDetail) || '',
      problemImage: (same && draft.problemImage) || [],
    };
  });
  const [tags, setTags] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const saving = useSingleFlight();
  const [saved, setSaved] = useState(false);
  // Every change is kept for this order until the complaint is sent.
  const onChange = (next: FormValues) => {
    setValues(next);
    if (saved) return;
    setDraft({
      problemType,
      problemSonType,
      problemDetail: next.problemDetail ?? '',
      problemImage: next.problemImage ?? [],
    });
  };

  useEffect(() => {
    if (!problemType) return;
    let live = true;
    // Only the type titles are needed here: the GET variant of problem-init.
    void request('problemInitGet', {}).then((res) => {
      if (!live || !res.success || !res.data) return;
      // The answer was checked against schemas/api/complaintInit.json on its way in.
      const init = res.data as InitData;
      const found = [titleOf(init.problemType, problemType), titleOf(init.problemSonType, problemSonType)];
      setTags(found.filter((t): t is string => Boolean(t)));
    });
    return () => {
      live = false;
    };
  }, [problemType, problemSonType, request]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void run('afterSave'), limits.successModalMs);
    return () => clearTimeout(timer);
  }, [saved, run]);

  const onUploadingChange = useCallback((busy: boolean) => setUploading(busy), []);
  const context = useMemo<SubmitFormContext>(() => ({ tags, onUploadingChange }), [tags, onUploadingChange]);

  const send = async (data: FormValues): Promise<FlightEnd> => {
    if (uploading) {
      toast(messages.waitForUploads);
      return;
    }
    const res = await request(
      'problemSave',
      {
        problemType,
        problemSonType,
        problemDetail: data.problemDetail ?? '',
        // Image addresses joined with commas; empty when there are none.
        problemImage: (data.problemImage ?? []).join(','),
        orderNo,
      },
      { loadingText: texts.sending },
    );
    if (!res.success) return;
    setDraft(RESET);
    rememberOrder(orderNo);
    setSaved(true);
    // The success modal leads to the complaint home; the form is not sent again meanwhile.
    return 'leaving';
  };

  if (!problemType || !orderNo) {
    return (
      <main className="page page--center complaint">
        <title>{screen.title}</title>
        <h1>{screen.title}</h1>
        <p>{texts.missingParams}</p>
        <button type="button" className="btn btn--primary" onClick={() => void run('startAgain')}>
          {texts.startAgain}
        </button>
      </main>
    );
  }

  return (
    <main className="page complaint">
      <title>{screen.title}</title>
      <h1>{screen.title}</h1>
      <SubmitContext.Provider value={context}>
        <SchemaForm<FormValues>
          form={form}
          validator={validator}
          formData={values}
          onChange={onChange}
          onSubmit={(data) => void saving.run(() => send(data))}
          onInvalid={(msg) => toast(msg)}
          widgets={submitWidgets}
          source={FILE}
        >
          <p className="complaint-promise">{promise}</p>
          <div className="bottom-bar">
            <button type="submit" className="btn btn--primary btn--block" disabled={saving.busy || saved}>
              {texts.send}
            </button>
          </div>
        </SchemaForm>
      </SubmitContext.Provider>
      {/* The role and name on our element: CenterPopup copies aria-* onto an outer element with no role.
          Escape does not skip it: it shows for limits.successModalMs, then the page moves on by itself. */}
      <CenterPopup visible={saved} mustAnswer destroyOnClose>
        <div className="complaint-dialog" role="dialog" aria-label={texts.successTitle} aria-modal="true">
          <h2>{texts.successTitle}</h2>
          <p>{fill(texts.successText, { days: limits.responseWeekdays })}</p>
        </div>
      </CenterPopup>
    </main>
  );
}
