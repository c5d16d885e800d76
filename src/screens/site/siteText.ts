// Staff-written site texts name the company, the app and the phone through {placeholders}
// ({company.name}, {appName}, {servicePhone}); they are filled from the static configuration.
import { config } from '../../config';
import { fill, type Vars } from '../../runtime/base/template';

export function withConfig(template: string, vars: Vars = {}): string {
  return fill(template, { ...config, ...vars });
}
