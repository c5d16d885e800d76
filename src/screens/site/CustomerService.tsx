// In-app customer service (SPEC.md section 2): the telephone and e-mail of contact-kf-info, which the
// runtime opens the page on (`open` in its schema: skeleton, retries, one failure with Retry). Where the
// answer has no usable phone or e-mail, the schema's fallbacks (the configured ones) are shown, so the
// borrower can always reach someone. Tapping the phone runs the schema's `call` action.
import { useMemo } from 'react';
import { screen } from '../../config/generated/screens/customerService';
import { useOpeningData } from '../../runtime/opening/openedData';
import { useScreenActions } from '../../runtime/screenActions';
import { withConfig } from './siteText';
import './site.css';

interface KfInfo {
  email?: string | null;
  smWa?: string | number | null;
}

const FILE = 'schemas/screens/customerService.json';
const { texts, data } = screen;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function CustomerService() {
  const info = useOpeningData<KfInfo>();
  const phone = String(info.smWa ?? '').trim() || withConfig(data.fallbackPhone);
  const given = String(info.email ?? '').trim();
  const email = LOOKS_LIKE_EMAIL.test(given) ? given : withConfig(data.fallbackEmail);
  const vars = useMemo(() => ({ phone, email }), [phone, email]);
  const { run } = useScreenActions(FILE, screen, vars);

  return (
    <main className="page service">
      <title>{screen.title}</title>
      <h1 className="inapp-text__title">{screen.title}</h1>
      <p className="service__intro">{texts.intro}</p>
      <ul className="card service__list">
        <li>
          <button type="button" className="service__item" onClick={() => void run('call')}>
            <span className="service__label">{texts.phoneLabel}</span>
            <span className="service__value">{phone}</span>
            <span className="service__hint">{texts.phoneHint}</span>
          </button>
        </li>
        <li>
          <a className="service__item" href={`mailto:${email}`}>
            <span className="service__label">{texts.emailLabel}</span>
            <span className="service__value">{email}</span>
            <span className="service__hint">{texts.emailHint}</span>
          </a>
        </li>
      </ul>
    </main>
  );
}
