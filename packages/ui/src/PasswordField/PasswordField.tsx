import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { TextField, type TextFieldProps } from '../TextField';
import { passwordFieldMessages } from './messages';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /**
   * Start with the password visible.
   * @default false
   */
  defaultVisible?: boolean;
  /**
   * Browser autofill hint: `current-password` for login, `new-password` for setting one.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle; required check on blur like `TextField` [V1]. */
export function PasswordField({
  defaultVisible = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          className={styles.toggle}
          size="small"
          label={intl.formatMessage(visible ? passwordFieldMessages.hide : passwordFieldMessages.show)}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
        />
      }
    />
  );
}
