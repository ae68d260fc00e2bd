import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { FileInput } from './file-input';
import { formatFileSize } from './file-size';
import { renderWithI18n } from '@freight/shared/test/test-utils';

function pdf(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

test('shows the chosen file name and size, and can remove it', async () => {
  const onFileChange = vi.fn();
  const { user } = renderWithI18n(
    <FileInput label="CV (PDF)" accept="application/pdf" required onFileChange={onFileChange} />,
  );
  const input = screen.getByLabelText(/^CV \(PDF\)/);
  expect(input).toHaveAccessibleName('CV (PDF) (required)');
  expect(input).toHaveAttribute('accept', 'application/pdf');
  expect(input).toHaveAttribute('type', 'file');

  const cv = pdf('cv-amina.pdf', 1_258_291);
  await user.upload(input, cv);
  expect(onFileChange).toHaveBeenLastCalledWith(cv);
  expect(screen.getByText('1.2 MB')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove the file cv-amina.pdf' }));
  expect(onFileChange).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText('1.2 MB')).not.toBeInTheDocument();
  expect(input).toHaveFocus();
});

test('the size is written the French way in French', async () => {
  const { user } = renderWithI18n(<FileInput label="CV" />, { lng: 'fr' });
  await user.upload(screen.getByLabelText('CV'), pdf('cv.pdf', 1_258_291));
  expect(screen.getByText('1,2 Mo')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retirer le fichier cv.pdf' })).toBeInTheDocument();
});

test('errors are wired and the ref reaches the input', () => {
  const ref = createRef<HTMLInputElement>();
  renderWithI18n(<FileInput label="CV" ref={ref} error="The file must be a PDF" />);
  const input = screen.getByLabelText('CV');
  expect(input).toBe(ref.current);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('The file must be a PDF');
});

test('formatFileSize picks the unit and the language', () => {
  expect(formatFileSize(512, 'en')).toBe('512 byte');
  expect(formatFileSize(348_672, 'en')).toBe('340.5 kB');
  expect(formatFileSize(5 * 1024 * 1024, 'es')).toBe('5 MB');
  expect(formatFileSize(1_258_291, 'ar')).toMatch(/1[,٫.]2/);
});

test('a file kept by the parent is shown again after the input remounts empty', async () => {
  const cv = pdf('cv-kept.pdf', 2048);
  const { rerender, user } = renderWithI18n(<FileInput key="first" label="CV" file={cv} />);
  expect(screen.getByRole('button', { name: 'Remove the file cv-kept.pdf' })).toBeInTheDocument();
  expect(screen.getByText('2 kB')).toBeInTheDocument();
  const onFileChange = vi.fn();
  rerender(<FileInput key="first" label="CV" file={null} onFileChange={onFileChange} />);
  expect(screen.queryByText('2 kB')).not.toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('CV'), cv);
  expect(onFileChange).toHaveBeenLastCalledWith(cv);
});
