/**
 * Seeded announcements (spec §3, §7 types B, PL, PU, PR, H) in EN and TY (Tagalog). EN ids are
 * below 1000, TY ids are the EN id plus 1000. `content` is simple HTML; two entries carry a
 * harmless script/onerror attempt so the client's sanitising is exercised.
 */
import { type AnnouncementType, type Execution } from '@gamehall/api-client/contract';
import { ANNOUNCEMENT_ID_OFFSET, BANNER_ID_OFFSET } from './banners.ts';
import { type SeedAnnouncement } from './types.ts';

interface AnnouncementDef {
  id: number;
  type: AnnouncementType;
  execution?: Execution;
  /** Banner id (EN) whose art illustrates the entry. */
  banner?: number;
  publishedAt: string;
  en: [title: string, content: string];
  ty: [title: string, content: string];
}

const DEFS: readonly AnnouncementDef[] = [
  {
    id: 1, type: 'PL', publishedAt: '2026-11-02T01:00:00.000Z',
    en: ['Scheduled maintenance', '<p>PG Soft games will be under maintenance on <strong>12 November 2026, 02:00–04:00 (GMT+8)</strong>. Balances are safe.</p>'],
    ty: ['Nakatakdang maintenance', '<p>Magkakaroon ng maintenance ang mga laro ng PG Soft sa <strong>12 Nobyembre 2026, 02:00–04:00 (GMT+8)</strong>. Ligtas ang inyong balanse.</p>'],
  },
  {
    id: 2, type: 'PL', publishedAt: '2026-11-01T04:00:00.000Z',
    en: ['New games every week', '<p>Twenty new slots from JILI and Pragmatic Play have arrived in the lobby.</p>'],
    ty: ['Bagong laro bawat linggo', '<p>Dumating na sa lobby ang dalawampung bagong slots mula sa JILI at Pragmatic Play.</p>'],
  },
  {
    id: 3, type: 'PL', publishedAt: '2026-10-30T02:30:00.000Z',
    en: ['Faster e-wallet deposits', '<p>GCash and Maya deposits are now credited within one minute.</p>'],
    ty: ['Mas mabilis na deposito sa e-wallet', '<p>Pumapasok na sa loob ng isang minuto ang mga deposito mula sa GCash at Maya.</p>'],
  },
  {
    id: 4, type: 'PL', publishedAt: '2026-10-28T00:00:00.000Z',
    en: ['Play responsibly', '<p>Set a daily deposit limit in your member centre. Play for fun, never to win back losses.</p>'],
    ty: ['Maglaro nang responsable', '<p>Magtakda ng arawang limitasyon sa deposito sa iyong member centre. Maglaro para sa kasiyahan, hindi para bawiin ang talo.</p>'],
  },
  {
    id: 5, type: 'PL', publishedAt: '2026-10-25T03:00:00.000Z',
    en: ['Sabong schedule', '<p>SV388 and S128 live derbies run every day from 10:00 to 22:00.</p>'],
    ty: ['Iskedyul ng sabong', '<p>Araw-araw ang live na derby ng SV388 at S128 mula 10:00 hanggang 22:00.</p>'],
  },
  {
    id: 6, type: 'PL', publishedAt: '2026-10-20T06:00:00.000Z',
    en: ['Security reminder', '<p>Our staff will <strong>never</strong> ask for your password or SMS code.<script>alert("xss")</script></p>'],
    ty: ['Paalala sa seguridad', '<p><strong>Hindi kailanman</strong> hihingin ng aming staff ang iyong password o SMS code.<script>alert("xss")</script></p>'],
  },
  {
    id: 11, type: 'PU', execution: 'B', banner: 1, publishedAt: '2026-11-01T00:00:00.000Z',
    en: ['Welcome to Gamehall', '<p>Register today and get a <strong>100% welcome bonus</strong> of up to ₱20,000.</p><p><a href="/register">Create your account</a></p>'],
    ty: ['Maligayang pagdating sa Gamehall', '<p>Magrehistro ngayon at makakuha ng <strong>100% welcome bonus</strong> hanggang ₱20,000.</p><p><a href="/register">Gumawa ng account</a></p>'],
  },
  {
    id: 12, type: 'PU', execution: 'A', banner: 7, publishedAt: '2026-11-03T00:00:00.000Z',
    en: ['Your daily rebate is ready', '<p>Yesterday’s rebate has been paid to your wallet.</p><ul><li>Slots: up to 1.5%</li><li>Live casino: up to 0.8%</li></ul>'],
    ty: ['Handa na ang iyong arawang rebate', '<p>Naipasok na sa iyong wallet ang rebate kahapon.</p><ul><li>Slots: hanggang 1.5%</li><li>Live casino: hanggang 0.8%</li></ul>'],
  },
  {
    id: 13, type: 'PU', execution: 'F', publishedAt: '2026-10-31T00:00:00.000Z',
    en: ['Holiday withdrawal schedule', '<p>On 1–2 November withdrawals may take up to <strong>2 hours</strong>. Deposits are not affected.</p><img src="x" onerror="alert(1)" alt="">'],
    ty: ['Iskedyul ng withdrawal sa holiday', '<p>Sa 1–2 Nobyembre, maaaring umabot ng <strong>2 oras</strong> ang withdrawal. Hindi apektado ang deposito.</p><img src="x" onerror="alert(1)" alt="">'],
  },
  {
    id: 21, type: 'PR', banner: 1, publishedAt: '2026-09-01T00:00:00.000Z',
    en: ['100% Welcome Bonus', '<p>Double your first deposit up to <strong>₱20,000</strong>.</p><ul><li>Minimum deposit ₱100</li><li>Turnover 15× before withdrawal</li><li>Slots and fishing games count 100%</li></ul>'],
    ty: ['100% Bonus sa Pagsali', '<p>Doblehin ang iyong unang deposito hanggang <strong>₱20,000</strong>.</p><ul><li>Pinakamababang deposito ₱100</li><li>Turnover na 15× bago mag-withdraw</li><li>Buong bilang ang slots at fishing games</li></ul>'],
  },
  {
    id: 22, type: 'PR', banner: 6, publishedAt: '2026-09-15T00:00:00.000Z',
    en: ['Invite Friends, Earn ₱500', '<p>Share your referral link. When a friend deposits ₱500 or more, you both receive <strong>₱500</strong>.</p>'],
    ty: ['Mag-imbita ng Kaibigan, Kumita ng ₱500', '<p>Ibahagi ang iyong referral link. Kapag nagdeposito ang kaibigan ng ₱500 o higit pa, pareho kayong makakatanggap ng <strong>₱500</strong>.</p>'],
  },
  {
    id: 23, type: 'PR', banner: 7, publishedAt: '2026-10-01T00:00:00.000Z',
    en: ['Daily Rebate up to 1.5%', '<p>Every bet counts. Rebates are paid automatically every morning at 06:00, with no turnover required.</p>'],
    ty: ['Araw-araw na Rebate hanggang 1.5%', '<p>Bawat taya ay may bilang. Awtomatikong ibinibigay ang rebate tuwing 06:00 ng umaga, walang kailangang turnover.</p>'],
  },
  {
    id: 24, type: 'PR', banner: 2, publishedAt: '2026-10-15T00:00:00.000Z',
    en: ['Weekend Slot Tournament', '<p>Play any PG Soft slot from Friday to Sunday. The top 100 players by total win share <strong>₱1,000,000</strong>.</p>'],
    ty: ['Paligsahan sa Slots tuwing Weekend', '<p>Laruin ang kahit anong PG Soft slot mula Biyernes hanggang Linggo. Ang nangungunang 100 manlalaro ay maghahati sa <strong>₱1,000,000</strong>.</p>'],
  },
  {
    id: 31, type: 'H', publishedAt: '2026-08-01T00:00:00.000Z',
    en: ['How to deposit with GCash', '<p>Open <strong>Deposit</strong>, choose GCash, enter the amount and confirm in the GCash app.</p>'],
    ty: ['Paano magdeposito gamit ang GCash', '<p>Buksan ang <strong>Deposito</strong>, piliin ang GCash, ilagay ang halaga at kumpirmahin sa GCash app.</p>'],
  },
  {
    id: 32, type: 'H', publishedAt: '2026-08-01T00:00:00.000Z',
    en: ['How to verify your mobile number', '<p>Go to <strong>Security Center</strong>, tap Verify and enter the SMS code we send you.</p>'],
    ty: ['Paano i-verify ang iyong mobile number', '<p>Pumunta sa <strong>Security Center</strong>, pindutin ang Verify at ilagay ang SMS code na ipapadala namin.</p>'],
  },
  {
    id: 41, type: 'B', banner: 3, publishedAt: '2026-10-10T00:00:00.000Z',
    en: ['Live Baccarat Nights', '<p>Real dealers around the clock at Evolution, SA Gaming and WM Casino.</p>'],
    ty: ['Live Baccarat Gabi-gabi', '<p>Totoong dealer buong araw sa Evolution, SA Gaming at WM Casino.</p>'],
  },
  {
    id: 42, type: 'B', banner: 5, publishedAt: '2026-10-05T00:00:00.000Z',
    en: ['Get the Gamehall App', '<p>Scan the QR code in the side menu to install the app on iOS or Android.</p>'],
    ty: ['I-download ang Gamehall App', '<p>I-scan ang QR code sa side menu para i-install ang app sa iOS o Android.</p>'],
  },
];

/**
 * The announcements of both languages, newest first within a type.
 * @returns EN entries then TY entries
 */
export function buildAnnouncements(): SeedAnnouncement[] {
  const out: SeedAnnouncement[] = [];
  for (const language of ['EN', 'TY'] as const) {
    DEFS.forEach((def, index) => {
      const [title, content] = language === 'EN' ? def.en : def.ty;
      out.push({
        id: def.id + ANNOUNCEMENT_ID_OFFSET[language],
        language,
        title,
        content,
        promotionType: def.type,
        ...(def.execution ? { execution: def.execution } : {}),
        ...(def.banner ? { imageUrl: `/art/banner/${String(def.banner + BANNER_ID_OFFSET[language])}.svg` } : {}),
        sort: index + 1,
        publishedAt: def.publishedAt,
      });
    });
  }
  return out;
}
