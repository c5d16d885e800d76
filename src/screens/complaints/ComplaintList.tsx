// Complaint list (SPEC.md section 2): tabs from the server (data.res.tabs), each item with its time,
// type and content; tapping one opens its detail.
import { Tabs } from '../../ui/Tabs';
import { screen } from '../../config/generated/screens/complaintList';
import { AppLink } from '../../runtime/shared/AppLink';
import { useOpeningData } from '../../runtime/opening/openedData';
import { fill } from '../../runtime/base/template';
import type { ListData } from './api';
import './complaints.css';

const { texts, data } = screen;
type Tab = ListData['res']['tabs'][number];

function TabList({ tab }: { tab: Tab }) {
  const items = tab.list ?? [];
  if (items.length === 0) return <p className="complaint-muted complaint-empty">{texts.empty}</p>;
  return (
    <ul className="complaint-items">
      {items.map((item) => (
        <li key={String(item.id)}>
          <AppLink className="card complaint-item" to={fill(data.detailPath, { id: item.id }, true)}>
            <span className="complaint-item__top">
              <span className="complaint-item__type">{item.type}</span>
              <span className="complaint-muted">{item.time}</span>
            </span>
            <span className="complaint-item__content">{item.content}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export default function ComplaintList() {
  const { tabs } = useOpeningData<ListData>().res;

  return (
    <main className="page complaint">
      <title>{screen.title}</title>
      <h1>{screen.title}</h1>
      {tabs.length === 0 ? (
        <div className="complaint-empty">
          <p className="complaint-muted">{texts.noTabs}</p>
          <AppLink className="btn btn--primary" to={data.homePath}>
            {texts.newComplaint}
          </AppLink>
        </div>
      ) : (
        <Tabs>
          {tabs.map((tab, i) => (
            <Tabs.Tab key={String(i)} title={tab.title}>
              <TabList tab={tab} />
            </Tabs.Tab>
          ))}
        </Tabs>
      )}
    </main>
  );
}
