import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
/** A rule row's Edit and Remove buttons, each named for its row to a screen reader. */
export function RowActions(props: {
  editId: string;
  label: string;
  isEditing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="actions">
      <button type="button" id={props.editId} aria-pressed={props.isEditing} onClick={props.onEdit}>
        <Trans>
          Edit <span className="visually-hidden">{props.label}</span>
        </Trans>
      </button>
      <button type="button" onClick={props.onRemove}>
        <Trans>
          Remove <span className="visually-hidden">{props.label}</span>
        </Trans>
      </button>
    </div>
  );
}

/** A rule form's buttons: Add for a new rule; Save and Cancel while one is edited. */
export function RuleFormActions(props: {
  /** The submit button's words: "Add zone", and "Save zone" while one is edited. */
  addLabel: string;
  saveLabel: string;
  isEditing: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={props.busy}>
        {props.isEditing ? props.saveLabel : props.addLabel}
      </button>
      {props.isEditing ? (
        <button type="button" onClick={props.onCancel}>
          {t`Cancel`}
        </button>
      ) : null}
    </div>
  );
}
