// Where a registered visitor gets the app (SPEC.md section 4): app name, logo and the store link.
import { screen } from '../../config/generated/screens/download';
import { config } from '../../config';
import { fill } from '../../runtime/base/template';
import './funnel.css';
import { Icon } from '../../ui/base/Icon';

export default function Download() {
  const vars = { appName: config.appName };
  return (
    <main className="page page--center funnel">
      <title>{screen.title}</title>
      <Icon src={config.download.logo} alt={fill(screen.texts.logoAlt, vars)} width={96} height={96} />
      <h1>{config.appName}</h1>
      <h2 className="funnel__subheading">{screen.texts.heading}</h2>
      <p>{fill(screen.texts.body, vars)}</p>
      <a className="btn btn--primary btn--block" href={config.download.storeUrl} rel="noopener">
        {fill(screen.texts.download, vars)}
      </a>
    </main>
  );
}
