// The one rating dialog (order details, complaint detail): a question, stars, Cancel and a send
// button that refuses to send without a star. What sending does is the caller's (a declared action,
// a request); it resolves true when the dialog may close.
import { useState } from 'react';
import { toast } from '../platform/notify';
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
  busy = false,
  onCancel,
  onSend,
}: {
  visible: boolean;
  texts: RatingTexts;
  count?: number;
  busy?: boolean;
  onCancel: () => void;
  onSend: (stars: number) => void;
}) {
  const [stars, setStars] = useState(0);
  const cancel = () => {
    setStars(0);
    onCancel();
  };
  return (
    <Dialog
      visible={visible}
      label={texts.title}
      title={texts.title}
      buttons={[
        { text: texts.cancel, onClick: cancel },
        {
          text: texts.send,
          primary: true,
          disabled: busy,
          onClick: () => (stars < 1 ? toast(texts.chooseStar) : onSend(stars)),
        },
      ]}
    >
      {texts.text ? <p className="ui-dialog__text">{texts.text}</p> : null}
      <Stars value={stars} onChange={setStars} count={count} />
    </Dialog>
  );
}
