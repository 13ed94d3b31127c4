import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { SiteBanners } from './SiteBanners';

const catalogue = shellCatalogue();
const titlesOf = (group: string) => catalogue.banners.filter((b) => b.groupName === group).map((b) => b.title);
const MODAL_ASPECT = { phone: '16 / 7', desktop: '16 / 7' };

const meta = {
  title: 'Layout/SiteBanners',
  component: SiteBanners,
  args: { group: 'w_home' },
  parameters: { msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof SiteBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's w_home banners: the first painted at once, the carousel after the first interaction. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = titlesOf('w_home');
    // waitFor, not `expect(await findAllBy…)`: once the page is idle the banners autoplay and the image is replaced.
    await waitFor(() => expect(canvas.getAllByRole('img', { name: first })[0]).toBeInTheDocument());
    for (const other of titlesOf('w_leftmenu')) await expect(canvas.queryByRole('img', { name: other })).not.toBeInTheDocument();
  },
};

/** The register modal's w_reg banner: a NONE banner is a picture, no button. */
export const Register: Story = {
  args: { group: 'w_reg', aspect: MODAL_ASPECT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [title] = titlesOf('w_reg');
    await expect(await canvas.findByRole('img', { name: title })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The forgot-password modal's w_forget banner. */
export const ForgotPassword: Story = {
  args: { group: 'w_forget', aspect: MODAL_ASPECT },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: titlesOf('w_forget')[0] })).toBeInTheDocument();
  },
};

/** The side menu's w_leftmenu banner links a promotion: a click shows it in a dialog. */
export const PromotionOpened: Story = {
  args: { group: 'w_leftmenu', aspect: MODAL_ASPECT },
  play: async ({ canvasElement }) => {
    const banner = catalogue.banners.find((b) => b.groupName === 'w_leftmenu')!;
    const promotion = catalogue.announcements.find((a) => a.id === Number(banner.linkage))!;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: banner.title }));
    const dialog = await within(document.body).findByRole('dialog', { name: promotion.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  },
};

const noBanners = shellCatalogue();
noBanners.banners = [];

/** A group without banners shows nothing. */
export const Empty: Story = {
  args: { group: 'w_reg' },
  parameters: { msw: { handlers: shellHandlers({}, noBanners) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('banner-space')).not.toBeInTheDocument();
  },
};

/** While the banners load, `reserveSpace` keeps their place (the home page: nothing below moves). */
export const LoadingWithReservedSpace: Story = {
  args: { group: 'w_home', reserveSpace: true },
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getListAnnouncements', async () => {
          await new Promise(() => {});
        }),
        ...shellHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('banner-space')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
