import type { ReactNode } from 'react';
import {
  DateInput as AriaDateInput,
  DateSegment as AriaDateSegment,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
} from 'react-aria-components';
import { useSegmentSeparators } from '../internal/segmentSeparators';
import * as styles from './TimeInput.css';

export interface SegmentedFieldPartsProps {
  label: string;
  isRequired?: boolean | undefined;
  description?: ReactNode;
  /** The error shown below the segments (the field is marked invalid by its parent). */
  message?: string | undefined;
}

/**
 * The inside of a react-aria `TimeField` or `DateField`: label with the required mark, one input segment
 * per part, description and error. TimeInput and DateInput share it so both look and read the same.
 */
export function SegmentedFieldParts({ label, isRequired, description, message }: SegmentedFieldPartsProps) {
  const separators = useSegmentSeparators();
  return (
    <>
      <AriaLabel className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </AriaLabel>
      <div className={styles.segmentsFrame} {...separators}>
        <AriaDateInput className={[styles.control, styles.dateInput].join(' ')}>
          {(segment) => <AriaDateSegment segment={segment} className={styles.segment} />}
        </AriaDateInput>
      </div>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{message}</AriaFieldError>
    </>
  );
}
