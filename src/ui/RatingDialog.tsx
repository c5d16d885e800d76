// The one rating dialog (order details, complaint detail): a question, stars, Cancel and a send
// button that refuses to send without a star and is disabled while sending. What sending does is the
// caller's; it resolves true when the score went through, and the stars start again from none.
import { useRef, useState } from 'react';
import { toast } from '../platform/base/notify';
import { Dialog } from './Dialog';
import { Stars } from './Stars';

export interface RatingTexts {
  title: string;
  text?: string;
  cancel: string;
  send: string;
  /** Shown when send is tapped with no star chosen. */
  chooseStar: string;
}

export function RatingDialog({
  visible,
  texts,
  count = 5,
  onCancel,
  onSend,
}: {
  visible: boolean;
  texts: RatingTexts;
  count?: number;
  onCancel: () => void;
  onSend: (stars: number) => Promise<boolean>;
}) {
  const [stars, setStars] = useState(0);
  // One tap, one score: a ref, since a second tap can come before the disabled button renders.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (stars < 1) {
      toast(texts.chooseStar);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      if (await onSend(stars)) setStars(0);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  const cancel = () => {
    setStars(0);
    onCancel();
  };
  return (
    // Not closed by a tap outside (SPEC.md section 4); Escape is Cancel.
    <Dialog
      visible={visible}
      label={texts.title}
      title={texts.title}
      onClose={cancel}
      buttons={[
        { text: texts.cancel, onClick: cancel },
        { text: texts.send, primary: true, disabled: busy, onClick: () => void send() },
      ]}
    >
      {texts.text ? <p className="ui-dialog__text">{texts.text}</p> : null}
      <Stars value={stars} onChange={setStars} count={count} />
    </Dialog>
  );
}
