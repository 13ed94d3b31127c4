import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashierMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { everyWithdrawalStatus } from '../test/withdrawFixtures';
import { WithdrawPage } from './WithdrawPage';

startTestServer(memberHandlers());

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
/**
 * Files and forms of Node's own kind: jsdom's `FormData` and `File` reach Node's `fetch`
 * (undici, which MSW intercepts) as an empty "blob" part, while a browser sends its files whole.
 */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  // The mocks read the upload with request.formData(), which builds its files with the global File.
  vi.stubGlobal('File', NodeFile);
});
const file = (bits: (string | Uint8Array)[], name: string, type: string) => new NodeFile(bits, name, { type }) as unknown as File;
const png = (name: string) => file([PNG], name, 'image/png');

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(state: CashierMockState) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<WithdrawPage />, { route: '/member/withdraw', preloadedState: { session }, handlers: memberHandlers(state) });
}

async function openNotReceived(user: ReturnType<typeof renderPage>['user']) {
  await user.click(within(await screen.findByRole('group', { name: 'Did ₱400.00 arrive?' })).getByRole('button', { name: 'Not received' }));
  return screen.findByRole('dialog', { name: 'Report that ₱400.00 did not arrive?' });
}

describe('not received with proof (spec §4 withdrawal confirmation)', () => {
  it('checks the picked files, shows thumbnails, uploads them and confirms with their ids; object URLs are revoked', async () => {
    const created: string[] = [];
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: vi.fn(() => {
        const url = `blob:proof-${String(n++)}`;
        created.push(url);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }));
    const revoke = vi.mocked(URL.revokeObjectURL);
    const { state, paid } = everyWithdrawalStatus();
    const { user } = renderPage(state);
    const dialog = await openNotReceived(user);
    const input = within(dialog).getByLabelText('Choose images');
    // Client checks: a PDF and a file over 5 MB are refused with their names, before any upload.
    fireEvent.change(input, { target: { files: [file(['%PDF'], 'statement.pdf', 'application/pdf'), file([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', 'image/jpeg')] } });
    expect(await within(dialog).findByText('statement.pdf is not a PNG or JPEG image.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText('huge.jpg is empty or larger than 5 MB.')).toBeInTheDocument();
    await user.upload(input, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    expect(await within(dialog).findByText('four.png was not added: at most 3 images.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ready to send')).toHaveLength(3);
    expect(within(dialog).queryByLabelText('Choose images')).not.toBeInTheDocument();
    // Remove one: its thumbnail URL is revoked at once.
    await user.click(within(dialog).getByRole('button', { name: 'Remove three.png' }));
    expect(revoke).toHaveBeenCalledWith(created[2]);
    expect(dialog.querySelectorAll('img')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. Your answer is recorded: Not received.')).toBeInTheDocument();
    expect(state.proofs.map((p) => p.value.withdrawalId)).toEqual([paid.withdrawalId, paid.withdrawalId]);
    expect(state.withdrawals.find((w) => w.value.withdrawalId === paid.withdrawalId)?.value.status).toBe('NOT_RECEIVED');
    // The dialog closed: every thumbnail URL made is revoked.
    await waitFor(() => expect(revoke.mock.calls.map(([url]) => url as string).sort()).toEqual([...created].sort()));
  });

  it('a refused upload shows "Not uploaded" with the reason and does not confirm; removing it lets the rest through', async () => {
    const { state, paid } = everyWithdrawalStatus();
    // The server judges content: a file that claims PNG but is not one is refused there.
    const { user } = renderPage(state);
    const dialog = await openNotReceived(user);
    await user.upload(within(dialog).getByLabelText('Choose images'), [png('good.png'), file(['not really a png'], 'renamed.png', 'image/png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/Not uploaded: not a PNG or JPEG image/)).toBeInTheDocument();
    expect(within(dialog).getByText('Uploaded')).toBeInTheDocument();
    expect(state.withdrawals.find((w) => w.value.withdrawalId === paid.withdrawalId)?.value.status).toBe('PAID');
    await user.click(within(dialog).getByRole('button', { name: 'Remove renamed.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. Your answer is recorded: Not received.')).toBeInTheDocument();
    // The image stored on the first try was not sent again.
    expect(state.proofs).toHaveLength(1);
  });
});
