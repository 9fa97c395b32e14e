import { useId, type ReactNode } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { messages } from './messages';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** What to upload ("Angebotsdatei (CSV)"): the drop zone's name. */
  label: string;
  /** Format and limits, below the label. */
  description?: ReactNode;
  /** Accepted MIME types and extensions for the file dialog (`['text/csv', '.csv']`); a drop is not filtered. */
  accept?: readonly string[];
  /** The chosen or dropped file (one). */
  onSelect: (file: File) => void;
  /** The name of the file last chosen, shown under the button. */
  fileName?: string;
  isDisabled?: boolean;
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * Choose one file with a button (react-aria `FileTrigger`) or drop it on the area (react-aria `DropZone`,
 * which keyboard and screen reader users reach through the button and paste). What happens with the file
 * (an upload, its progress) belongs to the caller.
 */
export function FileUpload({ label, description, accept, onSelect, fileName, isDisabled }: FileUploadProps) {
  const intl = useIntl();
  const descriptionId = useId();
  return (
    <DropZone
      aria-label={label}
      isDisabled={isDisabled}
      getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
      onDrop={async (event) => {
        const file = event.items.find(isFile);
        if (file) onSelect(await file.getFile());
      }}
      className={styles.zone}
    >
      {({ isDropTarget }) => (
        <>
          <p className={styles.label}>{label}</p>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          <div className={styles.actions}>
            <FileTrigger
              {...(accept ? { acceptedFileTypes: accept } : {})}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onSelect(file);
              }}
            >
              <Button
                variant="secondary"
                isDisabled={isDisabled}
                aria-describedby={description ? descriptionId : undefined}
              >
                {intl.formatMessage(messages.choose)}
              </Button>
            </FileTrigger>
            <span className={styles.hint}>
              {intl.formatMessage(isDropTarget ? messages.dropNow : messages.dropHint)}
            </span>
          </div>
          {fileName ? (
            <p className={styles.fileName}>{intl.formatMessage(messages.chosen, { name: fileName })}</p>
          ) : null}
        </>
      )}
    </DropZone>
  );
}
