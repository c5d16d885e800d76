// Internal page that opens every in-app page with chosen device, session, product and order values.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { screen } from '../../config/generated/screens/testPreview';
import { buildPath, usePageParams } from '../../runtime/shared/navigation';
import {
  adoptSession,
  sessionValues,
  useCurrentPosition,
  type PositionState,
} from '../../runtime/base/screenServices';
import { fill } from '../../runtime/base/template';
import './preview.css';

type Values = Record<string, string>;
type Target = (typeof moreTargets)[number];

const { fields, targets, moreTargets } = screen.data;
const texts = screen.texts;

function positionText(position: PositionState): string | undefined {
  switch (position.state) {
    case 'locating':
      return texts.locating;
    case 'found':
      return fill(texts.location, {
        latitude: position.latitude.toFixed(5),
        longitude: position.longitude.toFixed(5),
      });
    case 'failed':
      return fill(texts.locationFailed, { reason: position.reason });
    default:
      return undefined;
  }
}

export default function TestPreview() {
  const page = usePageParams();
  // Values the page was opened with (the session, a product or order) win over the samples.
  const [values, setValues] = useState<Values>(() => {
    const session = sessionValues();
    return Object.fromEntries(fields.map((f) => [f.name, session[f.name] ?? page.get(f.name) ?? f.default]));
  });
  const [photo, setPhoto] = useState<File>();
  const [contact, setContact] = useState('');
  const { position, locate } = useCurrentPosition();
  const location = positionText(position);

  const hrefOf = (t: Target) => buildPath(t.path, { ...values, ...t.extra });
  // The typed device values become this visit's session parameters before the page opens.
  const adopt = () => adoptSession(values);

  const links = (list: Target[]) => (
    <ul className="preview__links">
      {list.map((t) => (
        <li key={t.label}>
          {t.external ? (
            <a className="btn btn--block" href={hrefOf(t)} onClick={adopt}>
              {t.label}
            </a>
          ) : (
            <Link className="btn btn--block" to={hrefOf(t)} onClick={adopt}>
              {t.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <main className="page preview">
      <title>{screen.title}</title>
      <h1>{screen.title}</h1>
      <section className="card">
        <h2>{texts.deviceSection}</h2>
        {fields.map((f) => (
          <label key={f.name} className="sf-field">
            <span className="sf-label">{f.label}</span>
            <input
              className="sf-input"
              value={values[f.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          </label>
        ))}
      </section>
      <section className="card">
        <h2>{texts.pagesSection}</h2>
        {links(targets)}
        <h2>{texts.morePagesSection}</h2>
        {links(moreTargets)}
      </section>
      <section className="card">
        <h2>{texts.toolsSection}</h2>
        <label className="sf-field">
          <span className="sf-label">{texts.photo}</span>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => setPhoto(e.target.files?.[0])}
          />
        </label>
        {photo ? (
          <p role="status">
            {fill(texts.photoChosen, { name: photo.name, size: Math.ceil(photo.size / 1024) })}
          </p>
        ) : null}
        <label className="sf-field">
          <span className="sf-label">{texts.contactName}</span>
          <input
            className="sf-input"
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            autoComplete="name"
          />
        </label>
        <button type="button" className="btn btn--block" onClick={locate}>
          {texts.getLocation}
        </button>
        {location ? <p role="status">{location}</p> : null}
      </section>
    </main>
  );
}
