import useSWR from 'swr';
import {
  type ReplyTemplateInput,
  replyTemplateSchema,
  replyTemplatesSchema,
} from '@freight/shared/core/schemas/reply-templates';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

// The reply templates (docs/decisions/034-reply-templates-and-attachments.md): the caller's and the
// shared ones (an admin: all), for the templates page and the reply form alike.

const TEMPLATES_KEY = `${STAFF_KEY}reply-templates`;

export function useReplyTemplates() {
  return useSWR(TEMPLATES_KEY, () => staffFetch('/reply-templates', { schema: replyTemplatesSchema }));
}

export const createReplyTemplate = (body: ReplyTemplateInput) =>
  staffFetch('/reply-templates', { method: 'POST', body, schema: replyTemplateSchema });

export const updateReplyTemplate = (id: number, body: ReplyTemplateInput) =>
  staffFetch(`/reply-templates/${id}`, { method: 'PUT', body, schema: replyTemplateSchema });

export const deleteReplyTemplate = (id: number) => staffFetch(`/reply-templates/${id}`, { method: 'DELETE' });
