import { TextArea } from '@fuelmarket/ui';

/** Longest message the contract takes with a request or an action. */
export const MESSAGE_MAX_LENGTH = 2000;

export interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** An optional message to the other side: a labelled multi-line box that counts up to its length limit. */
export function MessageField({ label, value, onChange, onBlur }: MessageFieldProps) {
  return (
    <TextArea
      label={label}
      value={value}
      rows={4}
      maxLength={MESSAGE_MAX_LENGTH}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
