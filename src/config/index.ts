// Typed access to the staff-edited configuration. The JSON is checked against its meta-schema at
// build and test time (tools/check-schemas.ts), so here it is trusted.
import app from '../../schemas/app.json';
import messages from '../../schemas/messages.json';

export type AppConfig = typeof app;
export type BridgeAction = keyof AppConfig['bridge'];
type MessageKey = Exclude<keyof typeof messages, '$schema'>;

export const config: AppConfig = app;

export function message(key: MessageKey): string {
  return messages[key];
}
