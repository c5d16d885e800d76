import aboutUs from 'virtual:content/aboutUs';
import site from '../../../schemas/screens/site.json';
import { InAppTextPage } from './MarkdownPage';

export default function AboutUs() {
  return <InAppTextPage title={site.texts.aboutTitle} html={aboutUs} />;
}
