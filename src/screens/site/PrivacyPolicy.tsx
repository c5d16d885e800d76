import privacyPolicy from 'virtual:content/privacyPolicy';
import { screen as site } from '../../config/generated/screens/site';
import { InAppTextPage } from './MarkdownPage';

export default function PrivacyPolicy() {
  return <InAppTextPage title={site.texts.policyTitle} html={privacyPolicy} />;
}
