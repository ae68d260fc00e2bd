import type { SiteLanguage } from '@freight/shared/core/constants';
import type { RequestKind, RequestStatus } from '@freight/shared/core/schemas/staff-inbox';

// The CSV export's header row and values, in the staff member's language.

export const EXPORT_COLUMNS = [
  'reference',
  'kind',
  'received_at',
  'status',
  'assignee',
  'name',
  'email',
  'phone',
  'company',
  'language',
  'subject',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

interface ExportTexts {
  headers: Record<ExportColumn, string>;
  kinds: Record<RequestKind, string>;
  statuses: Record<RequestStatus, string>;
}

export const EXPORT_TEXTS: Record<SiteLanguage, ExportTexts> = {
  fr: {
    headers: {
      reference: 'Référence',
      kind: 'Type',
      received_at: 'Reçue le',
      status: 'Statut',
      assignee: 'Responsable',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      company: 'Société',
      language: 'Langue',
      subject: 'Objet',
    },
    kinds: { quote: 'Cotation', 'other-quote': 'Autre devis', contact: 'Message', application: 'Candidature' },
    statuses: { new: 'Nouvelle', in_progress: 'En cours', answered: 'Répondue', archived: 'Archivée' },
  },
  en: {
    headers: {
      reference: 'Reference',
      kind: 'Kind',
      received_at: 'Received at',
      status: 'Status',
      assignee: 'Assignee',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      language: 'Language',
      subject: 'Subject',
    },
    kinds: { quote: 'Quote', 'other-quote': 'Other quote', contact: 'Message', application: 'Application' },
    statuses: { new: 'New', in_progress: 'In progress', answered: 'Answered', archived: 'Archived' },
  },
  es: {
    headers: {
      reference: 'Referencia',
      kind: 'Tipo',
      received_at: 'Recibida el',
      status: 'Estado',
      assignee: 'Responsable',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      company: 'Empresa',
      language: 'Idioma',
      subject: 'Asunto',
    },
    kinds: { quote: 'Cotización', 'other-quote': 'Otro presupuesto', contact: 'Mensaje', application: 'Candidatura' },
    statuses: { new: 'Nueva', in_progress: 'En curso', answered: 'Respondida', archived: 'Archivada' },
  },
  ar: {
    headers: {
      reference: 'المرجع',
      kind: 'النوع',
      received_at: 'تاريخ الاستلام',
      status: 'الحالة',
      assignee: 'المسؤول',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      company: 'الشركة',
      language: 'اللغة',
      subject: 'الموضوع',
    },
    kinds: { quote: 'طلب تسعير', 'other-quote': 'طلب عرض آخر', contact: 'رسالة', application: 'طلب توظيف' },
    statuses: { new: 'جديد', in_progress: 'قيد المعالجة', answered: 'تم الرد', archived: 'مؤرشف' },
  },
};
