// A visitor's file name is never a path here (storage keys are generated),
// but it is kept as information and shown to the company: as the name of the
// e-mail's attachment and in the stored row. So it is made harmless to show.

/** Longest name kept, in characters (the extension included). */
export const FILE_NAME_MAX = 120;

// Control characters, and invisible format characters such as the
// right-to-left override that makes `cv\u202Efdp.exe` read as `cvexe.pdf`.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The last path segment of `raw`, without control or invisible characters,
 * runs of spaces, leading dots or spaces, at most FILE_NAME_MAX characters
 * (the extension kept when shortened); `fallback` when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined, fallback: string): string {
  const cleaned = (
    (raw ?? '')
      .normalize('NFC')
      .replace(/[\t\n\v\f\r]/g, ' ')
      .replace(INVISIBLE, '')
      .split(/[/\\]/)
      .pop() ?? ''
  )
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return fallback;
  const chars = [...cleaned];
  if (chars.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return [...chars.slice(0, FILE_NAME_MAX - extension.length - 1), '…', ...extension].join('');
}

/** The name under which a checked PDF is handed on: the visitor's name, always ending in `.pdf`. */
export function pdfFileName(name: string): string {
  if (/\.pdf$/i.test(name)) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${[...base].slice(0, FILE_NAME_MAX - 4).join('')}.pdf`;
}
