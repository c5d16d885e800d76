// A screen's actions and declared dialogs (DESIGN.md, extension point 2): buttons name an action of
// the screen's schema, and a `dialog` action opens one of its `dialogs`, whose buttons run actions in
// turn. The screen hands over its schema file's name so that a name resolving to nothing fails loudly
// with the file and key it came from.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '../ui/Dialog';
import { InlineMarkdown } from '../ui/InlineMarkdown';
import { RatingDialog } from '../ui/RatingDialog';
import { asAction, runAction, useActionEnv } from './shared/actions';
import { closableWithoutAnswer } from './dialogDismissal';
import { named } from './base/failLoudly';
import { fillShown, type Vars } from './base/template';
import { useSingleFlight, type FlightEnd } from './shared/useSingleFlight';
import type { Dialog as DialogSchema } from '../config/generated/screen';

/** A dialog a screen declares and its buttons, as generated from schemas/meta/screen.schema.json. */
export type DialogSpec = DialogSchema;

export interface ScreenSchema {
  actions?: Record<string, unknown>;
  dialogs?: Record<string, DialogSpec>;
}

export type RunNamed = (key: string, extra?: Vars) => Promise<FlightEnd>;
/** Runs an action a rule of the screen gave; `where` is its pointer in the file (`#/rules/leave`). */
export type Perform = (action: unknown, where: string, extra?: Vars) => Promise<FlightEnd>;

export function useScreenActions(
  file: string,
  schema: ScreenSchema,
  vars: Vars,
  initiallyOpen: readonly string[] = [],
): { run: RunNamed; perform: Perform; dialogs: ReactNode } {
  const [open, setOpen] = useState<readonly string[]>(initiallyOpen);
  const showDialog = useCallback(
    (name: string, show: boolean) => {
      if (!named(schema.dialogs, name, 'dialog', `${file}#/dialogs`)) return;
      setOpen((now) => (show ? [...now.filter((n) => n !== name), name] : now.filter((n) => n !== name)));
    },
    [file, schema.dialogs],
  );
  const env = useActionEnv(showDialog);
  const perform = useCallback<Perform>(
    async (value, where, extra) => {
      const action = asAction(value, `${file}${where}`);
      return action ? runAction(action, env, { ...vars, ...extra }, `${file}${where}`) : undefined;
    },
    [env, file, vars],
  );
  const run = useCallback<RunNamed>(
    async (key, extra) => {
      const action = named(schema.actions, key, 'action', `${file}#/actions/${key}`);
      return action === undefined ? undefined : perform(action, `#/actions/${key}`, extra);
    },
    [perform, file, schema.actions],
  );
  const dialogs = useMemo(
    () =>
      open.map((name) => {
        const spec = schema.dialogs?.[name];
        return spec ? (
          <DeclaredDialog
            key={name}
            spec={spec}
            vars={vars}
            close={() => showDialog(name, false)}
            run={(key, extra) => run(key, { dialog: name, ...extra })}
          />
        ) : null;
      }),
    [open, schema.dialogs, vars, run, showDialog],
  );
  return { run, perform, dialogs };
}

function DeclaredDialog({
  spec,
  vars,
  close,
  run,
}: {
  spec: DialogSpec;
  vars: Vars;
  close: () => void;
  run: RunNamed;
}) {
  const flight = useSingleFlight();
  const title = spec.title ? fillShown(spec.title, vars).trim() : '';
  const label = title || fillShown(spec.label ?? '', vars);
  if (spec.rating) {
    const { rating } = spec;
    return (
      <RatingDialog
        visible
        texts={{ title: label, text: spec.body && fillShown(spec.body, vars), ...rating }}
        count={rating.stars}
        onCancel={close}
        // The action closes the dialog itself (closeDialog) once the score went through.
        onSend={async (stars) => (await run(rating.action, { stars }), false)}
      />
    );
  }
  return (
    <Dialog
      visible
      label={label}
      title={title || undefined}
      {...(closableWithoutAnswer(spec)
        ? { onClose: close, closeOnMaskClick: spec.dismissible }
        : { mustAnswer: true })}
      closeLabel={spec.closeLabel}
      buttons={(spec.buttons ?? []).map((b) => ({
        text: b.text,
        primary: b.primary,
        disabled: b.keepOpen && flight.busy,
        onClick: () => {
          if (!b.keepOpen) close();
          if (b.action) void flight.run(() => run(b.action ?? ''));
        },
      }))}
    >
      {spec.body ? <p className="ui-dialog__text">{fillShown(spec.body, vars)}</p> : null}
      {spec.markdown ? <InlineMarkdown className="ui-dialog__text" text={spec.markdown} /> : null}
    </Dialog>
  );
}
