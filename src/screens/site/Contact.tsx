// The company site's contact form (schemas/screens/contact.json). It only tells the visitor their
// message was taken: nothing is sent to a server (SPEC.md section 5).
import { useState, useSyncExternalStore } from 'react';
import * as validatorFns from 'virtual:form-validator/contact';
import { screen } from '../../config/generated/screens/contact';
import { FlatForm } from '../../runtime/base/form/FlatForm';
import { toast } from '../../runtime/base/screenServices';
import { SiteFrame } from './SiteFrame';

type ContactForm = {
  name?: string;
  phone?: string;
  message?: string;
};

const noSubscription = () => () => undefined;
/**
 * False in the prerendered HTML and until hydration ends, true afterwards. Before that the form is
 * plain HTML: a tap on Submit would make the browser post it to the page's own address (losing what
 * was typed), so the fields stay disabled until the form really works.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export default function Contact() {
  const [formData, setFormData] = useState<ContactForm>({});
  // A new key after success gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const hydrated = useHydrated();

  const submit = () => {
    toast(screen.messages.success);
    setFormData({});
    setFormKey((k) => k + 1);
  };

  return (
    <SiteFrame title={screen.title}>
      <h1 className="site__title">{screen.title}</h1>
      <div className="card site-contact">
        <p>{screen.texts.intro}</p>
        <FlatForm<ContactForm>
          key={formKey}
          id="contact-form"
          form={screen.form}
          validators={validatorFns}
          formData={formData}
          onChange={setFormData}
          onSubmit={submit}
          onInvalid={(text) => toast(text)}
          disabled={!hydrated}
        >
          <button type="submit" className="btn btn--primary btn--block" disabled={!hydrated}>
            {screen.texts.submit}
          </button>
        </FlatForm>
      </div>
    </SiteFrame>
  );
}
