// In-app customer service: the telephone and e-mail come from contact-kf-info; when that call fails
// (its message is shown by the http helper) the configured phone and e-mail are shown instead, so the
// borrower can always reach someone.
import { SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { screen } from '../../config/generated/screens/customerService';
import { config, message } from '../../config';
import { callBridge } from '../../platform/bridge';
import { endpoints } from '../../platform/endpoints';
import { request } from '../../platform/http';
import './site.css';

interface KfInfo {
  email?: string | null;
  smWa?: string | number | null;
}

interface ServiceContact {
  phone: string;
  email: string;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function loadContact(): Promise<ServiceContact> {
  const result = await request<KfInfo>({
    ...endpoints.contactKfInfo,
    data: { type: config.kfInfoParam },
  });
  const phone = result.success ? String(result.data?.smWa ?? '').trim() : '';
  const email = result.success ? String(result.data?.email ?? '').trim() : '';
  return {
    phone: phone || config.servicePhone,
    email: LOOKS_LIKE_EMAIL.test(email) ? email : config.company.email,
  };
}

export default function CustomerService() {
  const [contact, setContact] = useState<ServiceContact>();
  const { texts } = screen;

  useEffect(() => {
    let live = true;
    void loadContact().then((c) => {
      if (live) setContact(c);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="page service">
      <title>{screen.title}</title>
      <h1 className="inapp-text__title">{screen.title}</h1>
      <p className="service__intro">{texts.intro}</p>
      {contact ? (
        <ul className="card service__list">
          <li>
            <button
              type="button"
              className="service__item"
              onClick={() => callBridge('callPhone', { phone: contact.phone })}
            >
              <span className="service__label">{texts.phoneLabel}</span>
              <span className="service__value">{contact.phone}</span>
              <span className="service__hint">{texts.phoneHint}</span>
            </button>
          </li>
          <li>
            <a className="service__item" href={`mailto:${contact.email}`}>
              <span className="service__label">{texts.emailLabel}</span>
              <span className="service__value">{contact.email}</span>
              <span className="service__hint">{texts.emailHint}</span>
            </a>
          </li>
        </ul>
      ) : (
        <div className="service__loading" role="status" aria-label={message('loading')}>
          <SpinLoading color="primary" />
        </div>
      )}
    </main>
  );
}
