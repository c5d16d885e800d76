// The server form itself. It owns what is typed: the screen hands it a starting value (`seed`) only
// when the schema changes, and reads typed values through `onChange` without re-rendering, so a
// keystroke costs one React commit of the one field typed into (runtime/form/ItemFormView.tsx), and
// nothing typed is lost while the screen around it changes.
import { memo } from 'react';
import { ItemFormView } from '../../runtime/form/ItemFormView';
import type { ItemForm } from '../../runtime/itemTypes/buildForm';
import type { FormValues } from '../../runtime/itemTypes/validator';
import { useActionEnv } from '../../runtime/shared/actions';

interface Props {
  id: string;
  built: ItemForm;
  seed: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
}

export const BankFormView = memo(function BankFormView({ id, built, seed, onChange, onSubmit }: Props) {
  const { toast } = useActionEnv();
  return (
    <ItemFormView
      id={id}
      built={built}
      seed={seed}
      onChange={onChange}
      onSubmit={onSubmit}
      onInvalid={(first) => toast(first)}
      source="the form card-init sent to /bindBank"
    />
  );
});
