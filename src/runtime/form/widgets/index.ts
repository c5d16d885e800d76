// The registry of form widgets: every widget a form may name in `ui:widget`, by the name item types
// and screen schemas use alike. A new widget is a new file beside this one plus one line here. Screens
// may add widgets that need their own state (the complaint form's type tags and uploader) through the
// form's `widgets`; a name found in neither fails loudly (runtime/failLoudly.ts).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { widgets as themeWidgets } from '../theme';
import { CitySelectWidget } from './CitySelectWidget';
import { DateWidget } from './DateWidget';
import { MoneyWidget } from './MoneyWidget';
import { UnknownItemWidget } from './UnknownItemWidget';

export const widgetRegistry: RegistryWidgetsType = {
  ...themeWidgets,
  MoneyWidget,
  CitySelectWidget,
  DateWidget,
  UnknownItemWidget,
};
