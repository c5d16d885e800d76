// The promotion landing page (SPEC.md sections 2, 4, 5, 7, 8): campaign parameters, the channel
// template, visit and click tracking, and registration with mobile, image captcha and SMS code, whose
// calls and answers are useRegistration's. It is prerendered: nothing here may read the address or
// storage before the page has mounted.
import { useEffect, useRef, useState } from 'react';
import * as validators from 'virtual:form-validator/register';
import { screen } from '../../config/generated/screens/register';
import { config } from '../../config';
import { AppLink } from '../../runtime/shared/AppLink';
import { FlatForm } from '../../runtime/base/form/FlatForm';
import { fill } from '../../runtime/base/template';
import { useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { funnelSearch, useFunnelQuery } from './funnelQuery';
import { CaptchaButton, SmsButton } from './LandingParts';
import type { Registration } from './registerForm';
import { useRegistration } from './useRegistration';
import './funnel.css';
import { Icon } from '../../ui/base/Icon';

const { texts, form, data: paths } = screen;

export default function Landing() {
  const query = useFunnelQuery();
  const [mounted, setMounted] = useState(false);
  const [data, setData] = useState<Registration>({});
  const { captcha, countdown, toast, startVisit, refreshTap, getCode, apply } = useRegistration(query, data);
  const smsFlight = useSingleFlight();
  const applyFlight = useSingleFlight();
  const started = useRef(false);

  useEffect(() => {
    setMounted(true);
    // Once per visit, even under React's development double effects.
    if (started.current) return;
    started.current = true;
    startVisit();
    // The visit is tracked with the parameters the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="page funnel">
      <header className="funnel__hero">
        <Icon className="funnel__logo" src={config.download.logo} alt="" width={48} height={48} />
        <h1>{screen.title}</h1>
        <p>{texts.subtitle}</p>
        <p className="funnel__highlights">{texts.highlights}</p>
      </header>
      <section className="card">
        <FlatForm<Registration>
          id="register"
          form={form}
          validators={validators}
          formData={data}
          onChange={setData}
          onSubmit={(valid) => void applyFlight.run(() => apply(valid))}
          onInvalid={(text) => toast(text)}
          addons={{
            capcode: (
              <CaptchaButton
                sid={captcha.sid}
                stamp={captcha.stamp}
                label={texts.refreshCaptcha}
                live={mounted}
                onTap={refreshTap}
              />
            ),
            smsCode: (
              <SmsButton
                text={countdown.running ? fill(texts.countdown, { n: countdown.remaining }) : texts.getCode}
                counting={countdown.running}
                busy={smsFlight.busy}
                live={mounted}
                onTap={() => void smsFlight.run(getCode)}
              />
            ),
          }}
        >
          {/* Until hydrated, a tap (or Enter) would submit the form natively and reload the page. */}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={applyFlight.busy || !mounted}
          >
            {texts.apply}
          </button>
          <p className="funnel__agreement">
            {texts.agreementPrefix}{' '}
            <AppLink
              to={mounted ? `${paths.agreementPath}${funnelSearch(query)}` : paths.agreementPath}
              session={mounted}
            >
              {texts.agreementLink}
            </AppLink>
          </p>
        </FlatForm>
      </section>
    </main>
  );
}
