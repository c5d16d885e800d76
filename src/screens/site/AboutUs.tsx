import aboutUs from 'virtual:content/aboutUs';
import { screen as site } from '../../config/generated/screens/site';
import { InAppTextPage } from './MarkdownPage';

export default function AboutUs() {
  return <InAppTextPage title={site.texts.aboutTitle} html={aboutUs} />;
}
