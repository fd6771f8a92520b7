import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { NetworkError } from '../../../src/lib/network-error';
import type { UploadedFile } from '../../../src/widgets/form-context';
import { renderForm } from './support/render-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: { file: { title: 'Report', type: ['integer', 'string', 'null'] } },
};
const uiSchema = { file: { 'ui:widget': 'fileUpload' } };
const pdf = () => new File(['%PDF-1.7'], 'oct-scan.pdf', { type: 'application/pdf' });

describe('fileUpload widget', () => {
  it('sends the file with uploadFile and keeps only the id it answers', async () => {
    const uploadFile = vi.fn(async (file: File): Promise<UploadedFile> => ({ id: 'q3Vd0mPzX1aL9bN2cR4tYw', name: file.name }));
    const { data } = renderForm({ schema, uiSchema, context: { uploadFile } });
    const input = screen.getByLabelText('Report');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf,.pdf');

    await userEvent.upload(input, pdf());
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile.mock.calls[0]?.[0].name).toBe('oct-scan.pdf');
    await waitFor(() => expect(data().file).toBe('q3Vd0mPzX1aL9bN2cR4tYw'));
    expect(screen.getByText('oct-scan.pdf')).toBeInTheDocument();
    expect(JSON.stringify(data())).not.toContain('data:');
  });

  it('shows progress while sending, then the name and a remove button', async () => {
    let finish: (file: UploadedFile) => void = () => undefined;
    const uploadFile = vi.fn(() => new Promise<UploadedFile>((resolve) => (finish = resolve)));
    const { data } = renderForm({ schema, uiSchema, context: { uploadFile } });
    await userEvent.upload(screen.getByLabelText('Report'), new File(['png'], 'fundus.png', { type: 'image/png' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading fundus.png' })).toBeInTheDocument();
    expect(screen.getByLabelText('Report')).toBeDisabled();

    finish({ id: 'f-7' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(data().file).toBe('f-7');
    expect(screen.getByText('fundus.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(data().file).toBeUndefined();
    expect(screen.queryByText('fundus.png')).not.toBeInTheDocument();
  });

  it('refuses a file that is neither an image nor a PDF, without sending it', async () => {
    const uploadFile = vi.fn(async (): Promise<UploadedFile> => ({ id: 'Zx8Kp2Lm4Nq6Rs0Tu2Vw4y' }));
    const { data } = renderForm({ schema, uiSchema, context: { uploadFile }, formData: {} });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Report'), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('File must be an image or PDF.');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(data().file).toBeUndefined();
  });

  it('says when the upload fails and keeps no id', async () => {
    const uploadFile = vi.fn(async (): Promise<UploadedFile> => {
      throw new Error('network');
    });
    const { data } = renderForm({ schema, uiSchema, context: { uploadFile }, formData: {} });
    await userEvent.upload(screen.getByLabelText('Report'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload the file. Please try again.');
    expect(data().file).toBeUndefined();
  });

  it('says so when the upload cannot reach the server', async () => {
    const uploadFile = vi.fn(async (): Promise<UploadedFile> => {
      throw new NetworkError('offline');
    });
    renderForm({ schema, uiSchema, context: { uploadFile }, formData: {} });
    await userEvent.upload(screen.getByLabelText('Report'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline — your entries are kept on this device');
  });

  it('opens an attached file with openFile, also read-only, and says when it cannot', async () => {
    const openFile = vi.fn(async () => undefined);
    renderForm({ schema, uiSchema: { file: { 'ui:widget': 'fileUpload', 'ui:readonly': true } }, context: { openFile }, formData: { file: 'q3Vd0mPzX1aL9bN2cR4tYw' } });
    expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Attached file' }));
    expect(openFile).toHaveBeenCalledWith('q3Vd0mPzX1aL9bN2cR4tYw');

    openFile.mockRejectedValueOnce(new Error('403'));
    await userEvent.click(screen.getByRole('button', { name: 'Open Attached file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open the file. Please try again.');
  });

  it('offers no open button without openFile, nor for an old numeric id', () => {
    const openFile = vi.fn(async () => undefined);
    const { unmount } = renderForm({ schema, uiSchema, formData: { file: 'q3Vd0mPzX1aL9bN2cR4tYw' } });
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    unmount();
    renderForm({ schema, uiSchema, context: { openFile }, formData: { file: 17 } });
    expect(screen.getByText('Attached file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('shows a stored id as an attached file that can be removed, without showing the id', async () => {
    const { data } = renderForm({ schema, uiSchema, formData: { file: 'q3Vd0mPzX1aL9bN2cR4tYw' } });
    expect(screen.getByText('Attached file')).toBeInTheDocument();
    expect(screen.queryByText(/q3Vd0mPzX1aL9bN2cR4tYw/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(data().file).toBeUndefined();
  });
});
