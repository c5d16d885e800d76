// Typed access to the configuration: the staff-edited app.json (checked against its meta-schema at
// build and test time by tools/check/checkSchemas.ts, so trusted here) with the developer-owned values of
// developer.ts laid over it, so a reader never needs to know which of the two a value comes from.
import app from '../../schemas/app.json';
import messages from '../../schemas/messages.json';
import { developer } from './developer';

export type AppConfig = typeof app & typeof developer;
export type BridgeAction = keyof (typeof developer)['bridge'];
type MessageKey = Exclude<keyof typeof messages, '$schema'>;

export const config: AppConfig = { ...app, ...developer };

export function message(key: MessageKey): string {
  return messages[key];
}
