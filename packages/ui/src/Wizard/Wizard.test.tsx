import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { wizardMessages } from './messages';
import { Wizard, type WizardStep } from './Wizard';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={wizardMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

function threeSteps(sellerValid: () => boolean): WizardStep[] {
  return [
    { id: 'products', title: 'Produkte', content: <p>Produkte wählen</p> },
    { id: 'regions', title: 'Regionen und Abholterminals', content: <p>Regionen wählen</p> },
    { id: 'sellers', title: 'Verkäufer', content: <p>Verkäufer wählen</p>, validate: sellerValid },
  ];
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('Wizard', { timeout: 20_000 }, () => {
  it('walks forward with Weiter and back with Zurück, marking the current step', async () => {
    const user = userEvent.setup();
    renderDe(<Wizard label="Favorit anlegen" steps={threeSteps(() => true)} onSave={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Produkte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Regionen und Abholterminals' })).toHaveFocus();
    expect(screen.getByText('Schritt 2 von 3')).toBeInTheDocument();
    expect(
      screen.getByText('Regionen und Abholterminals', { selector: 'li span' }).closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('heading', { name: 'Produkte' })).toBeInTheDocument();
  });

  it('offers Speichern instead of Weiter on the last step and saves after it validates', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderDe(
      <Wizard label="Favorit anlegen" steps={threeSteps(() => true)} defaultStep={2} onSave={onSave} />,
    );
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('blocks Speichern while the step validation fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    let valid = false;
    renderDe(
      <Wizard label="Favorit anlegen" steps={threeSteps(() => valid)} defaultStep={2} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).not.toHaveBeenCalled();
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('blocks Weiter while an async validation of the step resolves false', async () => {
    const user = userEvent.setup();
    const validate = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const steps: WizardStep[] = [
      { id: 'a', title: 'Erster Schritt', content: 'A', validate },
      { id: 'b', title: 'Zweiter Schritt', content: 'B' },
    ];
    renderDe(<Wizard label="Assistent" steps={steps} onSave={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Erster Schritt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Zweiter Schritt' })).toBeInTheDocument();
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('does not validate when going back', async () => {
    const user = userEvent.setup();
    const validate = vi.fn(() => false);
    const steps: WizardStep[] = [
      { id: 'a', title: 'Erster Schritt', content: 'A' },
      { id: 'b', title: 'Zweiter Schritt', content: 'B', validate },
    ];
    renderDe(<Wizard label="Assistent" steps={steps} defaultStep={1} onSave={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('heading', { name: 'Erster Schritt' })).toBeInTheDocument();
    expect(validate).not.toHaveBeenCalled();
  });

  it('reports step changes in controlled mode without moving by itself', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    renderDe(
      <Wizard
        label="Assistent"
        steps={threeSteps(() => true)}
        step={0}
        onStepChange={onStepChange}
        onSave={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onStepChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('heading', { name: 'Produkte' })).toBeInTheDocument();
  });
});
