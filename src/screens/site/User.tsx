// An empty page of the company site: only the frame, with a heading for assistive technology.
import { screen as site } from '../../config/generated/screens/site';
import { SiteFrame } from './SiteFrame';

export default function User() {
  return (
    <SiteFrame title={site.texts.userTitle}>
      <h1 className="visually-hidden">{site.texts.userTitle}</h1>
    </SiteFrame>
  );
}
