import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Button } from './button';
import { Dialog } from './dialog';
import { renderWithI18n } from '@freight/shared/test/test-utils';

function Example({
  withTrigger = false,
  focusAfterPaint = false,
}: {
  withTrigger?: boolean;
  focusAfterPaint?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const opener = <Button onClick={() => setOpen(true)}>Apply</Button>;
  return (
    <>
      <Button>Before</Button>
      {withTrigger ? null : opener}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Application"
        description="All fields are required."
        trigger={withTrigger ? <Button>Apply</Button> : undefined}
        footer={<Button type="submit">Send</Button>}
        focusAfterPaint={focusAfterPaint}
      >
        <label>
          Full name <input />
        </label>
      </Dialog>
    </>
  );
}

test('opens with an accessible name and description, and focus moves inside', async () => {
  const { user } = renderWithI18n(<Example />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const dialog = screen.getByRole('dialog', { name: 'Application' });
  expect(dialog).toHaveAccessibleDescription('All fields are required.');
  expect(screen.getByRole('button', { name: 'Close the dialog' })).toHaveFocus();
});

test('Tab cycles inside the dialog', async () => {
  const { user } = renderWithI18n(<Example />);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const close = screen.getByRole('button', { name: 'Close the dialog' });
  const input = screen.getByRole('textbox', { name: 'Full name' });
  const send = screen.getByRole('button', { name: 'Send' });
  close.focus();
  await user.tab();
  expect(input).toHaveFocus();
  await user.tab();
  expect(send).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(send).toHaveFocus();
});

test('Escape closes and focus returns to the opener', async () => {
  const { user } = renderWithI18n(<Example />);
  const opener = screen.getByRole('button', { name: 'Apply' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a click on the backdrop closes, focus returns to the trigger', async () => {
  const { user } = renderWithI18n(<Example withTrigger />);
  const trigger = screen.getByRole('button', { name: 'Apply' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Application' });
  // The backdrop is the dialog's parent: the overlay that centres it.
  const backdrop = dialog.parentElement;
  expect(backdrop).not.toBeNull();
  if (backdrop) await user.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('the close button is translated and closes', async () => {
  const { user } = renderWithI18n(<Example />, { lng: 'fr' });
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await user.click(screen.getByRole('button', { name: 'Fermer la fenêtre' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('without a description the dialog is not described and radix does not warn', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithI18n(
    <Dialog open onOpenChange={() => {}} title="Your request has been sent" hideTitle>
      <p>We will reply as soon as possible.</p>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Your request has been sent' });
  expect(dialog).not.toHaveAttribute('aria-describedby');
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('the page behind is locked by an attribute on the root, with no stylesheet added, until the last dialog closes', async () => {
  function Nested() {
    const [outer, setOuter] = useState(false);
    const [inner, setInner] = useState(false);
    return (
      <>
        <Button onClick={() => setOuter(true)}>Open</Button>
        <Dialog open={outer} onOpenChange={setOuter} title="Outer">
          <Button onClick={() => setInner(true)}>More</Button>
          <Dialog open={inner} onOpenChange={setInner} title="Inner">
            <p>Inside</p>
          </Dialog>
        </Dialog>
      </>
    );
  }
  const styleSheets = () => document.querySelectorAll('style, link[rel="stylesheet"]').length;
  const before = styleSheets();
  const { user } = renderWithI18n(<Nested />);
  const root = document.documentElement;
  expect(root).not.toHaveAttribute('data-scroll-locked');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(root).toHaveAttribute('data-scroll-locked');
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
  expect(styleSheets()).toBe(before);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
  expect(root).toHaveAttribute('data-scroll-locked');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  expect(root).not.toHaveAttribute('data-scroll-locked');
});

test('focusAfterPaint: the commit that opens leaves the focus, the first control takes it a frame later', async () => {
  const { user } = renderWithI18n(<Example focusAfterPaint />);
  const opener = screen.getByRole('button', { name: 'Apply' });
  await user.click(opener);
  screen.getByRole('dialog', { name: 'Application' });
  expect(opener).toHaveFocus();
  const close = screen.getByRole('button', { name: 'Close the dialog' });
  await waitFor(() => expect(close).toHaveFocus());
  // The trap and the return hold as for any dialog.
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(opener).toHaveFocus();
});
