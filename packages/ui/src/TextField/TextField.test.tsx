import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { PasswordField } from '../PasswordField';
import { TextField } from './TextField';
import { isEmail, validateText } from './validation';

describe('validateText', () => {
  it.each([
    ['', { isRequired: true }, 'required'],
    ['   ', { isRequired: true }, 'required'],
    ['', {}, null],
    ['jana', { email: true }, 'email_format_required'],
    ['jana@nordheiz', { email: true }, 'email_format_required'],
    ['jana becker@nordheiz.de', { email: true }, 'email_format_required'],
    ['kaeufer@nordheiz.de', { email: true, isRequired: true }, null],
  ] as const)('[V1] %j with %j gives %s', (value, rules, expected) => {
    expect(validateText(value, rules)).toBe(expected);
  });

  it('accepts sub-domains and umlaut-free local parts', () => {
    expect(isEmail('einkauf@heizoel-zuerich.ch')).toBe(true);
    expect(isEmail('a.b@mail.example.co.uk')).toBe(true);
    expect(isEmail('a@@b.de')).toBe(false);
  });
});

describe('TextField', () => {
  it('[V1] shows "Pflichtfeld" only after leaving an empty required field, and hides it once filled', async () => {
    const { user } = renderWithUi(<TextField label="Firmenname" isRequired />);
    const input = screen.getByRole('textbox', { name: /Firmenname/ });
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();

    await user.click(input);
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pflichtfeld');

    await user.type(input, 'Nordheiz GmbH');
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('[V1] checks the e-mail format on blur and clears the message once the address is valid', async () => {
    const { user } = renderWithUi(<TextField label="E-Mail" type="email" isRequired />);
    const input = screen.getByRole('textbox', { name: /E-Mail/ });
    await user.type(input, 'kaeufer@nordheiz');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await user.type(input, '.de');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();
  });

  it('shows an error from outside and reports changes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <TextField label="Benutzername" errorMessage="Benutzer existiert bereits" onChange={onChange} />,
    );
    expect(screen.getByText('Benutzer existiert bereits')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Benutzername' }), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('the Swiss catalogue carries the same validation texts', async () => {
    const { user } = renderWithUi(<TextField label="Ort" isRequired />, { locale: 'de-CH' });
    await user.click(screen.getByRole('textbox', { name: /Ort/ }));
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then shows it', async () => {
    const { user } = renderWithUi(<PasswordField label="Passwort" defaultValue="Demo!2026" />);
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Demo!2026');
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('[V1] marks an empty required password on blur', async () => {
    const { user } = renderWithUi(<PasswordField label="Passwort" isRequired />);
    await user.click(screen.getByLabelText(/Passwort/, { selector: 'input' }));
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });
});
