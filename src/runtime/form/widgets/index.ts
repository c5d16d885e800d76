// The components of the registry's widgets, by the names of the one widget list (../widgetNames.ts),
// for the RJSF renderers (SchemaForm and the bank form's ItemFormView). The type holds it to that
// list: a name declared there without a component here, or a component under no declared name, does
// not compile. A new widget is a new file beside this one, its line in the list and its line here.
import type { Widget } from '@rjsf/utils';
import { SelectWidget, TextareaWidget, TextWidget } from '../theme';
import type { RegistryName } from '../../base/form/widgetNames';
import { CitySelectWidget } from './CitySelectWidget';
import { DateWidget } from './DateWidget';
import { MoneyWidget } from './MoneyWidget';
import { UnknownItemWidget } from './UnknownItemWidget';

export const widgetRegistry: Record<RegistryName, Widget> = {
  TextWidget,
  textarea: TextareaWidget,
  SelectWidget,
  MoneyWidget,
  CitySelectWidget,
  DateWidget,
  UnknownItemWidget,
};
