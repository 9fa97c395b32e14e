// The app's own lint rules, run by `npm run lint` through eslint.config.js.

/**
 * `fuelmarket/form-dialogs-use-the-kit`: a form in a dialog is built with the form kit (`FormDialog`,
 * `useSaveForm` and the bound fields of `app/src/shell/forms`), so that every such dialog saves, says its
 * refusals and guards unsaved entries the same way. It reports a file that imports react-hook-form and
 * opens the design system's `Modal` itself. A confirmation that asks one thing (`role="alertdialog"`,
 * not dismissable) is not a form dialog.
 */
const formDialogsUseTheKit = {
  meta: {
    type: 'problem',
    docs: { description: 'A form in a dialog is built with FormDialog from app/src/shell/forms.' },
    messages: {
      useKit:
        'A form in a dialog is built with FormDialog (app/src/shell/forms: useSaveForm, the bound fields), not with Modal and react-hook-form by hand.',
    },
    schema: [],
  },
  create(context) {
    let usesForm = false;
    let confirmation = false;
    const modals = [];
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'react-hook-form') usesForm = true;
        if (node.source.value === '@fuelmarket/ui') {
          for (const spec of node.specifiers) {
            if (spec.type === 'ImportSpecifier' && spec.imported.name === 'Modal') modals.push(spec);
          }
        }
      },
      JSXAttribute(node) {
        if (node.name.name === 'role' && node.value?.type === 'Literal' && node.value.value === 'alertdialog')
          confirmation = true;
      },
      'Program:exit'() {
        if (!usesForm || confirmation) return;
        for (const spec of modals) context.report({ node: spec, messageId: 'useKit' });
      },
    };
  },
};

export const fuelmarketPlugin = { rules: { 'form-dialogs-use-the-kit': formDialogsUseTheKit } };
