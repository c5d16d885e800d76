// Bank binding (SPEC.md sections 2 to 5, 7): the server's form for a payout e-wallet or bank card,
// rendered through the item-type registry, checked by the item types' validators and posted back.
import { Tabs } from '../../ui/Tabs';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { screen } from '../../config/generated/screens/bindBank';
import { useActionEnv } from '../../runtime/shared/actions';
import { requestEndpoint } from '../../runtime/shared/request';
import { firstMatch } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { buildItemForm, initialValues, toPayload } from '../../runtime/itemTypes/buildForm';
import type { BankItem } from '../../runtime/itemTypes';
import type { FormValues } from '../../runtime/itemTypes/validator';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { bankDraftAtom } from '../../runtime/state/bankDraft';
import { RESET } from '../../runtime/shared/storedAtom';
import { useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { BankFormView } from './BankFormView';
import { ChannelChips } from './ChannelChips';
import {
  allowedCardTypes,
  bindPayload,
  channelCardType,
  channels,
  defaultChannel,
  firstCardType,
  itemContext,
  itemsFor,
  normalizeItems,
} from './bankForm';
import { useKeyboardOpen } from './useKeyboardOpen';
import { useAfterFrame } from './useAfterFrame';
import './bank.css';

const texts = screen.texts;
const FILE = 'schemas/screens/bindBank.json';
const rules = screen.rules;

export default function BindBank() {
  const params = usePageParams();
  const { items } = useOpeningData<{ items: BankItem[] }>();
  const normalized = useMemo(() => normalizeItems(items), [items]);
  const flowEnded = useRef(false);
  const { bridge } = useActionEnv();

  useEffect(() => {
    bridge('startBankFlow', {});
    return () => {
      if (!flowEnded.current) bridge('endBankFlow', {});
    };
  }, [bridge]);

  return (
    <main className="page bank">
      <title>{screen.title}</title>
      <h1 className="bank__title">{screen.title}</h1>
      <BankScreen
        items={normalized}
        productId={params.get('productId') ?? ''}
        orderId={params.get('orderId') ?? ''}
        fromOrder={firstMatch(rules.fromOrder, { source: params.get('source') }) === true}
        onFlowEnd={() => {
          flowEnded.current = true;
        }}
      />
    </main>
  );
}

interface ScreenProps {
  items: BankItem[];
  productId: string;
  orderId: string;
  fromOrder: boolean;
  onFlowEnd: () => void;
}

function BankScreen({ items, productId, orderId, fromOrder, onFlowEnd }: ScreenProps) {
  const formId = useId();
  const { run } = useScreenActions(
    FILE,
    screen,
    useMemo(() => ({ productId, orderId }), [productId, orderId]),
  );
  const tabs = useMemo(() => allowedCardTypes(items), [items]);
  // The form as it was left for this order, read once: writing it back never re-renders the form.
  const draftAtom = bankDraftAtom(orderId || productId);
  const setDraft = useSetAtom(draftAtom);
  const store = useStore();
  const [draft] = useState(() => store.get(draftAtom));
  const [cardType, setCardType] = useState(() =>
    tabs.some((t) => t.type === draft?.cardType) && draft?.cardType !== undefined
      ? draft.cardType
      : firstCardType(tabs),
  );
  const [channel, setChannel] = useState(() =>
    channels.some((c) => c.channelNumber === draft?.channel) && draft?.channel
      ? draft.channel
      : defaultChannel,
  );
  // What is typed lives in the form; this copy is handed back to it whenever its schema changes.
  const [seed, setSeed] = useState<FormValues>(() => ({ ...initialValues(items), ...draft?.values }));
  const typed = useRef<FormValues>(seed);
  const kept = useRef({ cardType, channel });
  // Once the form is sent, a late change event (a field blurring as the page goes) keeps nothing.
  const sent = useRef(false);
  const keep = useAfterFrame((values: FormValues) => {
    if (!sent.current) setDraft({ ...kept.current, values });
  });
  const submitting = useSingleFlight();
  const keyboardOpen = useKeyboardOpen(screen.limits.keyboardThreshold);

  const built = useMemo(
    () => buildItemForm(itemsFor(items, cardType, channel), itemContext),
    [items, cardType, channel],
  );

  const switchTo = (nextType: number, nextChannel: string) => {
    kept.current = { cardType: nextType, channel: nextChannel };
    keep(typed.current);
    setSeed({ ...typed.current });
    setCardType(nextType);
    setChannel(nextChannel);
  };

  const onChange = useCallback(
    (values: FormValues) => {
      typed.current = values;
      keep(values);
    },
    [keep],
  );

  const submit = (values: FormValues) => {
    typed.current = values;
    // Enter in a field can submit too, not only the (disabled) button.
    void submitting.run(async () => {
      const r = await requestEndpoint(
        fromOrder ? 'changeCard' : 'bindCard',
        bindPayload(toPayload(built, values), productId, cardType, channel),
        { loadingText: texts.submitting },
      );
      if (!r.success) return;
      sent.current = true;
      setDraft(RESET);
      onFlowEnd();
      void run(fromOrder ? 'changed' : 'bound');
      return 'leaving';
    });
  };
  // The form is handed one stable callback, so re-rendering this screen never re-renders the form.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const onSubmit = useCallback((values: FormValues) => latestSubmit.current(values), []);

  return (
    <>
      <Tabs
        className="bank__tabs"
        activeKey={String(cardType)}
        onChange={(key) => switchTo(Number(key), channel)}
        aria-label={texts.cardTypes}
      >
        {tabs.map((t) => (
          <Tabs.Tab key={String(t.type)} title={t.label} />
        ))}
      </Tabs>
      {cardType === channelCardType && channels.length > 0 ? (
        <ChannelChips
          name={`${formId}-channel`}
          legend={texts.channel}
          chosen={channel}
          onChoose={(next) => switchTo(cardType, next)}
        />
      ) : null}
      <section className="card bank__form">
        {built.fields.length === 0 ? <p className="bank__empty">{texts.noFields}</p> : null}
        <BankFormView id={formId} built={built} seed={seed} onChange={onChange} onSubmit={onSubmit} />
      </section>
      {keyboardOpen ? null : (
        <div className="bottom-bar">
          <button
            type="submit"
            form={formId}
            className="btn btn--primary btn--block"
            disabled={submitting.busy}
          >
            {texts.next}
          </button>
        </div>
      )}
    </>
  );
}
