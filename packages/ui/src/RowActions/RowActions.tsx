import { Button } from '../Button';
import * as styles from './RowActions.css';

/** A row button: its visible text and the accessible name that says which row it acts on. */
export interface RowAction {
  text: string;
  label: string;
  onPress: () => void;
}

/**
 * The buttons at the end of a table row (edit, delete, confirm ...), side by side on one line where they
 * fit, wrapping onto more lines in a narrow column rather than pushing the page sideways.
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <span className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action.text}
          className={styles.button}
          variant="secondary"
          size="small"
          aria-label={action.label}
          onPress={action.onPress}
        >
          {action.text}
        </Button>
      ))}
    </span>
  );
}
