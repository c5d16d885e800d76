// The comparison page of tools/bench/bankForm.ts: the same server form as /bindBank (the same items
// through the same item-type registry into the same JSON Schema), rendered the way the library's
// documentation shows: stock @rjsf/core, its default theme and widgets, ajv8 validation compiled at
// run time, and live validation on every change. ?items=<n> chooses the form.
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { UiSchema } from '@rjsf/utils';
import { createRoot } from 'react-dom/client';
import type { BankItem } from '../../../src/runtime/itemTypes';
import { buildItemForm } from '../../../src/runtime/itemTypes/buildForm';
import { defaultChannel, itemContext, itemsFor, normalizeItems } from '../../../src/screens/bank/bankForm';
import { benchItems } from '../bankItems';

/** The default theme has its own widgets: keep titles, placeholders and order, drop ours. */
function stockUiSchema(ui: UiSchema): UiSchema {
  const out: UiSchema = { 'ui:order': ui['ui:order'] as string[] };
  for (const [code, field] of Object.entries(ui)) {
    if (code.startsWith('ui:') || !field || typeof field !== 'object') continue;
    const rest: Record<string, unknown> = { ...(field as Record<string, unknown>) };
    delete rest['ui:widget'];
    delete rest['ui:options'];
    out[code] = rest;
  }
  return out;
}

// The clock starts where /bindBank's does, the code run and the items at hand (the bench holds
// ours' answer until its scripts have run), so both include building the form, not loading code.
(window as { __mountStarted?: number }).__mountStarted = performance.now();
const n = Number(new URLSearchParams(window.location.search).get('items') ?? 10);
const items = itemsFor(normalizeItems(benchItems(n) as unknown as BankItem[]), 1, defaultChannel);
const { form } = buildItemForm(items, itemContext);
createRoot(document.getElementById('root') as HTMLElement).render(
  <Form schema={form.schema} uiSchema={stockUiSchema(form.uiSchema)} validator={validator} liveValidate />,
);
