import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProofPicker, type ProofPickerProps } from './ProofPicker';
import { useProofFiles, type ProofFile } from './useProofFiles';
import { memberStoryParameters } from '../test/cashierFixtures';

/** A 1×1 PNG, as bytes for a `File` and as the thumbnail's URL. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_URL = `data:image/png;base64,${PNG_BASE64}`;
const pngFile = (name: string) => new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const item = (id: string, name: string, patch: Partial<ProofFile> = {}): ProofFile => ({ id, file: pngFile(name), url: PNG_URL, state: 'chosen', ...patch });

const meta = {
  title: 'MemberCentre/Withdraw/ProofPicker',
  component: ProofPicker,
  parameters: memberStoryParameters,
  args: { files: [], onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof ProofPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the rules and the pick button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No image chosen yet.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Choose images')).toHaveAttribute('accept', 'image/png,image/jpeg');
  },
};

/** Two images picked: thumbnails, "Ready to send" and a remove button each. */
export const Chosen: Story = {
  args: { files: [item('a', 'gcash-history.png'), item('b', 'bank-statement.png')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Ready to send')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bank-statement.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
  },
};

/** A picked file over 5 MB (checked in the browser before any upload): refused with its name. */
function PickerWithChecks(props: Pick<ProofPickerProps, 'disabled'>) {
  const proofs = useProofFiles();
  return <ProofPicker files={proofs.files} refused={proofs.refused} onAdd={proofs.add} onRemove={proofs.remove} {...props} />;
}
export const TooBig: Story = {
  render: () => <PickerWithChecks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge-photo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose images'), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('huge-photo.png is empty or larger than 5 MB.');
    await expect(canvas.getByText('No image chosen yet.')).toBeInTheDocument();
  },
};

/** Sending: a spinner per image (fetch reports no progress), nothing can be removed or added. */
export const Uploading: Story = {
  args: { files: [item('a', 'gcash-history.png', { state: 'done', proofId: 'AAAAAAAAAAAAAAAAAAAAAA' }), item('b', 'bank-statement.png', { state: 'uploading' })], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

/** An image the server refused: "Not uploaded" with the reason; it can be removed. */
export const Failed: Story = {
  args: { files: [item('a', 'gcash-history.png', { state: 'done', proofId: 'AAAAAAAAAAAAAAAAAAAAAA' }), item('b', 'renamed.png', { state: 'failed', error: 'not a PNG or JPEG image' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Not uploaded: not a PNG or JPEG image/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove renamed.png' })).toBeInTheDocument();
  },
};

/** Three images uploaded: "Uploaded" each, and no pick button (at most 3). */
export const Done: Story = {
  args: {
    files: [
      item('a', 'one.png', { state: 'done', proofId: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      item('b', 'two.png', { state: 'done', proofId: 'BBBBBBBBBBBBBBBBBBBBBB' }),
      item('c', 'three.png', { state: 'done', proofId: 'CCCCCCCCCCCCCCCCCCCCCC' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Uploaded')).toHaveLength(3);
    await expect(canvas.queryByLabelText('Choose images')).not.toBeInTheDocument();
  },
};

/** Confirm pressed with no image: the "add at least one" error. */
export const Required: Story = {
  args: { error: 'Add at least one image as proof.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Add at least one image as proof.');
  },
};
