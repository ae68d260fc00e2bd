import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import type { ReplyTemplate } from '@freight/shared/core/schemas/reply-templates';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { assigneesOfSales, detail, REF, SALES } from '../../test/inbox-fixtures';
import { sessionAs } from '../../test/staff-api-mocks';

// The reply form with a template and files, and the thread as a conversation (docs/decisions/034).

const server = setupMockApi();

const template = (over: Partial<ReplyTemplate>): ReplyTemplate => ({
  id: 1,
  name: 'Price sent',
  language: 'en',
  subject: 'Your quote {reference}',
  body: 'Hello {name},\n\nour price for {route} is attached.\n\n{staff_name}',
  shared: true,
  owner: { id: 5, name: 'Sara Sales' },
  editable: true,
  updated_at: '2026-11-20T09:00:00.000Z',
  ...over,
});

/** GET answers the request `start` and the templates: one in English, one in French. */
function requestApi(start: RequestDetail) {
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(start)),
    http.get('*/api/staff/reply-templates', () =>
      HttpResponse.json({ data: [template({}), template({ id: 2, name: 'Prix envoyé', language: 'fr' })] }),
    ),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  server.use(sessionAs(SALES), assigneesOfSales);
});

test('a template of the request’s language fills its placeholders; a refused file keeps the text; a PDF is listed', async () => {
  requestApi(detail());
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const reply = await screen.findByRole('form', { name: 'Reply to the visitor' });
  const choice = await within(reply).findByLabelText('Reply template');
  // Only the request's language (English) is offered.
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['No template', 'Price sent']);
  await user.selectOptions(choice, 'Price sent');
  await user.click(within(reply).getByRole('button', { name: 'Use this template' }));
  const message = within(reply).getByLabelText(/^Message/);
  expect(message).toHaveValue('Hello Zoë Lefèvre,\n\nour price for Tanger → Perpignan is attached.\n\nSara Sales');
  expect(within(reply).getByLabelText(/^Subject/)).toHaveValue(`Your quote ${REF}`);
  await user.type(message, ' Thanks.');

  const files = within(reply).getByLabelText('Attachments');
  await user.upload(files, new File(['#!/bin/sh\necho\n'], 'price.pdf', { type: 'application/pdf' }));
  expect(await within(reply).findByText('This file is not a PDF, PNG or JPEG: it was not attached.')).toBeVisible();
  expect((message as HTMLTextAreaElement).value).toMatch(/Sara Sales Thanks\.$/);

  const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'price.pdf', { type: 'application/pdf' });
  await user.upload(files, pdf);
  expect(within(reply).queryByText(/it was not attached/)).toBeNull();
  expect(within(reply).getByRole('list', { name: 'Attached files' })).toHaveTextContent('price.pdf');
  // Sending it (multipart) is the journey's (e2e/tests/staff-replies.spec.ts): jsdom's FormData does not
  // cross Node's fetch. Removing it leaves the list.
  await user.click(within(reply).getByRole('button', { name: 'Remove price.pdf' }));
  expect(within(reply).queryByRole('list', { name: 'Attached files' })).toBeNull();
});

test('the thread: the visitor’s request and message, the reply with its file, the internal note apart', async () => {
  const at = (minute: number) => `2026-11-21T10:0${minute}:00.000Z`;
  requestApi(
    detail({
      payload: { message: 'Can you load on Monday?' },
      history: [
        {
          id: 3,
          at: at(3),
          type: 'note',
          actor: { id: 5, name: 'Sara Sales' },
          details: { text: 'Regular client.' },
          delivery: null,
        },
        {
          id: 2,
          at: at(2),
          type: 'reply',
          actor: { id: 5, name: 'Sara Sales' },
          details: {
            subject: `Your request ${REF}`,
            text: 'Yes, Monday morning.',
            attachments: [{ id: 9, file_name: 'plan.png', content_type: 'image/png', size: 2048 }],
          },
          delivery: { status: 'sent', attempts: 1, last_error: null, sent_at: at(2) },
        },
        { id: 1, at: at(1), type: 'visitor-message', actor: null, details: { text: 'And the price?' }, delivery: null },
      ],
    }),
  );
  await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const thread = await screen.findByRole('region', { name: 'Conversation' });
  const items = within(thread)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Zoë Lefèvre · request · .*Can you load on Monday\?$/),
    expect.stringMatching(/^Zoë Lefèvre · message from the visitor · .*And the price\?$/),
    expect.stringMatching(/^Sara Sales · reply sent · .*Yes, Monday morning\..*Download plan\.png/),
    expect.stringMatching(/^Sara Sales · internal note \(never sent\) · .*Regular client\.$/),
  ]);
  const link = within(thread).getByRole('link', { name: /Download plan\.png/ });
  expect(link.getAttribute('href')).toMatch(new RegExp(`/api/staff/requests/${REF}/attachments/9$`));
});

test('sent with the keyboard: the focus goes to the confirmation, and back to the button after a refusal', async () => {
  requestApi(detail());
  let refuse = true;
  server.use(
    http.post(`*/api/staff/requests/${REF}/replies`, () => {
      // Chromium takes the focus off a button as it is disabled, to the page; jsdom keeps it there. The
      // page is given the focus the way jsdom allows: through an element focused, then removed.
      const sink = document.body.appendChild(document.createElement('input'));
      sink.focus();
      sink.remove();
      return refuse
        ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 })
        : HttpResponse.json(detail({ status: 'answered' }));
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const reply = await screen.findByRole('form', { name: 'Reply to the visitor' });
  const message = within(reply).getByLabelText(/^Message/);
  message.focus();
  await user.keyboard('Monday morning works.');
  const send = within(reply).getByRole('button', { name: 'Send the reply' });
  send.focus();
  await user.keyboard('{Enter}');
  expect(await within(reply).findByRole('alert')).toBeVisible();
  await waitFor(() => expect(send).toHaveFocus());
  expect(message).toHaveValue('Monday morning works.');

  refuse = false;
  await user.keyboard('{Enter}');
  const confirmation = await within(reply).findByText('Reply sent to the visitor.');
  expect(confirmation).toHaveAttribute('role', 'status');
  await waitFor(() => expect(confirmation).toHaveFocus());
  expect(message).toHaveValue('');
});
