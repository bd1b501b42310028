import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker.tsx';

// jsdom has no object URLs; these stand in and record what was made and let go.
const createObjectURL = vi.fn<(file: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();

beforeEach(() => {
  let next = 0;
  createObjectURL.mockReset().mockImplementation(() => `blob:preview-${next++}`);
  revokeObjectURL.mockReset();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

function images(count: number, from = 1) {
  return Array.from(
    { length: count },
    (_, index) => new File(['png'], `dog-${from + index}.png`, { type: 'image/png' }),
  );
}

function Picker({ max = 10, onChange }: { max?: number; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      files={files}
      max={max}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const addInput = () => screen.queryByLabelText('이미지 추가');

function input() {
  const element = addInput();
  if (!(element instanceof HTMLInputElement)) throw new Error('the add tile is not shown');
  return element;
}

const previews = () => screen.queryAllByRole('img', { name: /^첨부 이미지/ });

describe('ImagePicker', () => {
  it('accepts the image types the server takes, several at a time', () => {
    render(<Picker />);

    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
    expect(input()).toHaveAttribute('multiple');
    expect(input()).toHaveAccessibleDescription('0/10');
  });

  it('shows a preview with a remove button for each picked image', async () => {
    render(<Picker />);

    await userEvent.upload(input(), images(2));

    expect(previews().map((img) => img.getAttribute('src'))).toEqual([
      'blob:preview-0',
      'blob:preview-1',
    ]);
    expect(screen.getByRole('button', { name: '1번째 이미지 삭제' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2번째 이미지 삭제' })).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('2/10');
  });

  it('hides the add tile once 5 images are picked', async () => {
    render(<Picker />);

    await userEvent.upload(input(), images(4));
    expect(addInput()).toBeInTheDocument();

    await userEvent.upload(input(), images(1, 5));
    expect(previews()).toHaveLength(5);
    expect(addInput()).not.toBeInTheDocument();
  });

  it('keeps at most 10 images and ignores the 11th without a word', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    await userEvent.upload(input(), images(4));
    await userEvent.upload(input(), images(7, 5));

    const kept = onChange.mock.lastCall?.[0] as File[];
    expect(kept).toHaveLength(10);
    expect(kept.map((file) => file.name)).not.toContain('dog-11.png');
    expect(previews()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes an image and lets go of its preview', async () => {
    render(<Picker />);
    await userEvent.upload(input(), images(3));

    await userEvent.click(screen.getByRole('button', { name: '2번째 이미지 삭제' }));

    expect(previews().map((img) => img.getAttribute('src'))).toEqual([
      'blob:preview-0',
      'blob:preview-2',
    ]);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:preview-1');
  });

  it('shows the add tile again after a removal and takes the same file again', async () => {
    render(<Picker />);
    const files = images(5);
    await userEvent.upload(input(), files);
    expect(addInput()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '5번째 이미지 삭제' }));
    await userEvent.upload(input(), files.slice(4));

    expect(previews()).toHaveLength(5);
  });

  it('lets go of every preview when it goes away', async () => {
    const { unmount } = render(<Picker />);
    await userEvent.upload(input(), images(3));

    unmount();

    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual([
      'blob:preview-0',
      'blob:preview-1',
      'blob:preview-2',
    ]);
  });

  it('respects a smaller limit, such as 5 for admin images', async () => {
    render(<Picker max={5} />);

    await userEvent.upload(input(), images(8));

    expect(previews()).toHaveLength(5);
    expect(addInput()).not.toBeInTheDocument();
  });
});
