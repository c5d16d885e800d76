// The studio's templates: the project's own, with lists' buttons in words, items' buttons under their
// fields, and the add buttons a borrower's form leaves out.
import {
  buttonId,
  canExpand,
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type IconButtonProps,
  type ObjectFieldTemplateProps,
  type OptionalDataControlsTemplateProps,
} from '@rjsf/utils';
import { templates as themeTemplates } from '../../../src/runtime/form/theme';
import { humanize } from '../contract';
import { StudioFieldTemplate } from './fieldTemplate';

/** A list's buttons in words (RJSF's own draw Bootstrap icons, which this page does not have). */
function wordButton(words: string, extra = '') {
  return function WordButton(props: IconButtonProps) {
    const { id, onClick, disabled, className } = props;
    return (
      <button
        type="button"
        id={id}
        className={`st-small ${extra} ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {words}
      </button>
    );
  };
}

/** One item of a list: its fields, then its buttons under them (the page is too narrow for columns). */
function StudioArrayItem(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={`${className ?? ''} st-item`}>
      {children}
      {hasToolbar ? (
        <div className="st-item-tools">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A group's fields, with what the project's mobile template leaves out because a borrower never needs
 * it: the button that adds an optional group the file does not have yet (a dialog's rating), and the
 * one that adds a key to a group of named things (a new dialog, a new text).
 */
function StudioObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    properties,
    optionalDataControl,
    schema,
    uiSchema,
    formData,
    fieldPathId,
    onAddProperty,
    disabled,
    readonly,
    registry,
  } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <>
      {optionalDataControl}
      {properties.map((p) => p.content)}
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </>
  );
}

/** Adding or taking off an optional group, said in words with the group's name. */
function StudioOptionalControls(props: OptionalDataControlsTemplateProps) {
  const { id, label, onAddClick, onRemoveClick } = props;
  const onClick = onAddClick ?? onRemoveClick;
  if (!onClick) return <em id={id}>{label}</em>;
  // The group's key is the last part of its id before RJSF's suffix (field_dialogs_withdraw_rating__…).
  const group = humanize(/_([^_]+)__[^_]*$/.exec(id)?.[1] ?? '').toLowerCase();
  return (
    <button type="button" id={id} className="st-small" onClick={onClick}>
      {group ? `${onAddClick ? 'Add' : 'Take off'} ${group}` : label}
    </button>
  );
}

export const templates = {
  ...themeTemplates,
  OptionalDataControlsTemplate: StudioOptionalControls,
  FieldTemplate: StudioFieldTemplate,
  ObjectFieldTemplate: StudioObjectFieldTemplate,
  ArrayFieldItemTemplate: StudioArrayItem,
  ButtonTemplates: {
    ...themeTemplates.ButtonTemplates,
    AddButton: wordButton('Add one', 'st-add'),
    CopyButton: wordButton('Copy'),
    MoveUpButton: wordButton('Move up'),
    MoveDownButton: wordButton('Move down'),
    RemoveButton: wordButton('Remove'),
  },
};
