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
        Edit <span className="visually-hidden">{props.label}</span>
      </button>
      <button type="button" onClick={props.onRemove}>
        Remove <span className="visually-hidden">{props.label}</span>
      </button>
    </div>
  );
}

/** A rule form's buttons: Add for a new rule; Save and Cancel while one is edited. */
export function RuleFormActions(props: {
  noun: string;
  isEditing: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={props.busy}>
        {props.isEditing ? `Save ${props.noun}` : `Add ${props.noun}`}
      </button>
      {props.isEditing ? (
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
