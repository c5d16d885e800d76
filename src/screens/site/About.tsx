// The company site's about page: the same about text as the in-app /aboutUs, inside the site frame.
import aboutUs from 'virtual:content/aboutUs';
import { screen as site } from '../../config/generated/screens/site';
import { Markdown } from './MarkdownPage';
import { SiteFrame } from './SiteFrame';

export default function About() {
  return (
    <SiteFrame title={site.texts.aboutTitle}>
      <h1 className="site__title">{site.texts.aboutTitle}</h1>
      <Markdown html={aboutUs} className="card" />
    </SiteFrame>
  );
}
