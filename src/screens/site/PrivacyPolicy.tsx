import privacyPolicy from 'virtual:content/privacyPolicy';
import site from '../../../schemas/screens/site.json';
import { InAppTextPage } from './MarkdownPage';

export default function PrivacyPolicy() {
  return <InAppTextPage title={site.texts.policyTitle} html={privacyPolicy} />;
}
