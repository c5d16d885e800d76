// The company site's privacy policy is an external page (config.policyUrl), shown in a frame; the
// direct link serves readers whose browser blocks the frame.
import { screen as site } from '../../config/generated/screens/site';
import { config } from '../../config';
import { SiteFrame } from './SiteFrame';
import { withConfig } from './siteText';

export default function Policy() {
  const { texts } = site;
  return (
    <SiteFrame title={texts.policyTitle}>
      <h1 className="site__title">{texts.policyTitle}</h1>
      <iframe className="site-policy__frame" src={config.policyUrl} title={withConfig(texts.policyFrame)} />
      <p>
        <a href={config.policyUrl} target="_blank" rel="noopener noreferrer">
          {texts.policyOpen}
        </a>
      </p>
    </SiteFrame>
  );
}
