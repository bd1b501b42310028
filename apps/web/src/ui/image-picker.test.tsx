import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, imageDescriptionsField, type PickedImage } from './image-picker.tsx';

// jsdom has no object URLs; these stand in and record what was made and let go. StrictMode
// mounts each preview twice, so a file may get more than one URL: what matters is that the
// URL shown is live and that every URL made is let go once its preview is gone.
const createObjectURL = vi.fn<(file: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();
const madeFrom = new Map<string, string>();

beforeEach(() => {
  madeFrom.clear();
  createObjectURL.mockReset().mockImplementation((file) => {
    const url = `blob:preview-${madeFrom.size}`;
    madeFrom.set(url, file instanceof File ? file.name : 'blob');
    return url;
  });
  revokeObjectURL.mockReset();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const revoked = () => revokeObjectURL.mock.calls.map(([url]) => url);

/** The files the previews show, in order; each preview's URL must still be live. */
function shownFiles() {
  return previews().map((img) => {
    const url = img.getAttribute('src') ?? '';
    expect(revoked()).not.toContain(url);
    return madeFrom.get(url);
  });
}

function images(count: number, from = 1) {
  return Array.from(
    { length: count },
    (_, index) => new File(['png'], `dog-${from + index}.png`, { type: 'image/png' }),
  );
}

type PickerProps = {
  max?: number;
  whenOverMax?: 'keep-first' | 'ignore-selection';
  describable?: boolean;
  onChange?: (images: PickedImage[]) => void;
};

function Picker({ max = 10, whenOverMax, describable, onChange }: PickerProps) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <ImagePicker
      images={images}
      max={max}
      whenOverMax={whenOverMax}
      describable={describable}
      onChange={(next) => {
        setImages(next);
        onChange?.(next);
      }}
    />
  );
}

const namesOf = (picked: readonly PickedImage[] | undefined) =>
  picked?.map(({ file }) => file.name);

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
    expect(input()).toHaveAccessibleDescription(
      '0/10 JPEG, PNG, WebP, GIF, AVIF · 한 장에 10MB 이하 · 최대 10장',
    );
  });

  it('shows a preview with a remove button for each picked image', async () => {
    render(<Picker />);

    await userEvent.upload(input(), images(2));

    expect(shownFiles()).toEqual(['dog-1.png', 'dog-2.png']);
    expect(screen.getByRole('button', { name: '1번째 이미지 삭제' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2번째 이미지 삭제' })).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(/^2\/10 /);
  });

  it('hides the add tile once 5 images are picked', async () => {
    render(<Picker />);

    await userEvent.upload(input(), images(4));
    expect(addInput()).toBeInTheDocument();

    await userEvent.upload(input(), images(1, 5));
    expect(previews()).toHaveLength(5);
    expect(addInput()).not.toBeInTheDocument();
  });

  it('keeps the first images up to 10 and names the ones left out', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    await userEvent.upload(input(), images(4));
    await userEvent.upload(input(), images(8, 5));

    expect(namesOf(onChange.mock.lastCall?.[0])).toEqual(images(10).map((file) => file.name));
    expect(previews()).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${MESSAGES.tooManyImages(10)} 추가하지 않은 파일: dog-11.png, dog-12.png`,
    );
  });

  it("ignores a post's selection that would go over 10 whole, and says so", async () => {
    const onChange = vi.fn();
    render(<Picker whenOverMax="ignore-selection" onChange={onChange} />);

    await userEvent.upload(input(), images(4));
    await userEvent.upload(input(), images(7, 5));

    expect(onChange).toHaveBeenCalledOnce();
    expect(previews()).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${MESSAGES.tooManyImages(10)} 고른 7장을 모두 추가하지 않았어요. 6장까지 더 고를 수 있어요.`,
    );

    await userEvent.upload(input(), images(6, 5));
    expect(previews()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB when it is picked, naming it and marking its tile', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const [small] = images(1);
    const large = new File(['png'], 'huge-photo.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: IMAGE_LIMITS.maxFileBytes + 1 });

    await userEvent.upload(input(), [small as File, large]);

    expect(onChange.mock.lastCall?.[0]).toEqual([{ file: small, description: '' }]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `huge-photo.png: ${MESSAGES.imageTooLarge}`,
    );
    const tile = screen.getByRole('listitem', { name: '올릴 수 없는 파일: huge-photo.png' });
    expect(tile).toHaveTextContent('huge-photo.png');
    expect(previews()).toHaveLength(1);
  });

  it('refuses a type the server does not take, such as an iPhone HEIC photo', async () => {
    // The browser's file dialog does not always apply `accept` (phones offer every photo).
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    await user.upload(input(), new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `IMG_0001.HEIC: ${MESSAGES.imageUnsupported}`,
    );
    const tile = screen.getByRole('listitem', { name: '올릴 수 없는 파일: IMG_0001.HEIC' });

    await user.click(within(tile).getByRole('button', { name: 'IMG_0001.HEIC 지우기' }));
    expect(screen.queryByRole('listitem', { name: /올릴 수 없는 파일/ })).not.toBeInTheDocument();
  });

  it('removes an image and lets go of its preview', async () => {
    render(<Picker />);
    await userEvent.upload(input(), images(3));

    await userEvent.click(screen.getByRole('button', { name: '2번째 이미지 삭제' }));

    expect(shownFiles()).toEqual(['dog-1.png', 'dog-3.png']);
    const madeForRemoved = [...madeFrom].filter(([, name]) => name === 'dog-2.png');
    expect(madeForRemoved).not.toEqual([]);
    for (const [url] of madeForRemoved) expect(revoked()).toContain(url);
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

    expect(new Set(madeFrom.values())).toEqual(new Set(['dog-1.png', 'dog-2.png', 'dog-3.png']));
    expect(revoked().sort()).toEqual([...madeFrom.keys()].sort());
  });

  it('respects a smaller limit, such as 5 for admin images, and says it in the hint', async () => {
    render(<Picker max={5} whenOverMax="ignore-selection" />);
    expect(screen.getByText(/최대 5장$/)).toBeInTheDocument();

    await userEvent.upload(input(), images(8));
    expect(previews()).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tooManyImages(5));

    await userEvent.upload(input(), images(5));
    expect(previews()).toHaveLength(5);
    expect(addInput()).not.toBeInTheDocument();
  });

  it('offers no description fields unless asked to', async () => {
    render(<Picker />);
    await userEvent.upload(input(), images(2));

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ImagePicker descriptions', () => {
  const description = (position: number) => screen.getByLabelText(`사진 ${position} 설명 (선택)`);

  it('gives each picked picture an optional, labelled description kept with its file', async () => {
    const onChange = vi.fn<(picked: PickedImage[]) => void>();
    render(<Picker describable onChange={onChange} />);
    const [first, second] = images(2);
    await userEvent.upload(input(), [first as File, second as File]);

    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(description(1)).toHaveAttribute('placeholder', '무엇이 보이는지 적어 주세요');
    expect(description(1)).toHaveAccessibleDescription(`0/${IMAGE_LIMITS.descriptionMaxLength}`);

    await userEvent.type(description(2), '공원에서 뛰는 흰 강아지');

    expect(description(2)).toHaveValue('공원에서 뛰는 흰 강아지');
    expect(description(2)).toHaveAccessibleDescription(`13/${IMAGE_LIMITS.descriptionMaxLength}`);
    expect(onChange.mock.lastCall?.[0]).toEqual([
      { file: first, description: '' },
      { file: second, description: '공원에서 뛰는 흰 강아지' },
    ]);
  });

  it("removes a picture's description with the picture, the others keeping their order", async () => {
    const onChange = vi.fn<(picked: PickedImage[]) => void>();
    render(<Picker describable onChange={onChange} />);
    await userEvent.upload(input(), images(3));
    await userEvent.type(description(1), '첫째');
    await userEvent.type(description(2), '둘째');
    await userEvent.type(description(3), '셋째');

    await userEvent.click(screen.getByRole('button', { name: '2번째 이미지 삭제' }));

    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(description(1)).toHaveValue('첫째');
    expect(description(2)).toHaveValue('셋째');
    const picked = onChange.mock.lastCall?.[0] ?? [];
    expect(namesOf(picked)).toEqual(['dog-1.png', 'dog-3.png']);
    expect(imageDescriptionsField(picked)).toBe('["첫째","셋째"]');
  });

  it('says so when a description is over the limit, and not before', async () => {
    render(<Picker describable />);
    await userEvent.upload(input(), images(1));
    const limit = IMAGE_LIMITS.descriptionMaxLength;

    await userEvent.click(description(1));
    await userEvent.paste('가'.repeat(limit));
    expect(description(1)).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(description(1), '나');

    expect(description(1)).toBeInvalid();
    // The message is tied to the field, so a screen reader reads it on the field too.
    expect(description(1)).toHaveAccessibleDescription(
      `${limit + 1}/${limit} ${MESSAGES.imageDescriptionTooLong}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.imageDescriptionTooLong);
  });
});
