/**
 * Seeded help-centre topics (spec §2 /help#tag) in EN and TY (Tagalog). `content` is simple HTML.
 */
import { type SeedHelpTopic } from './types.ts';

/** Help topic tags in display order (the `#tag` of /help). */
export const HELP_TAGS = ['about', 'deposit', 'withdraw', 'responsible-gaming', 'terms', 'privacy', 'faq'] as const;

type Entry = [title: string, paragraphs: readonly string[]];

const EN: Record<(typeof HELP_TAGS)[number], Entry> = {
  about: ['About Us', [
    'Gamehall is an online gaming lobby for players in the Philippines, with slots, live casino, sports, esports, fishing, poker, lottery and sabong from more than forty licensed providers.',
    'We are licensed and regulated, and every game on the site is supplied by an audited provider with certified random number generators.',
    'Our support team is available <strong>24 hours a day</strong> by live chat, Telegram, WhatsApp and e-mail.',
  ]],
  deposit: ['How to Deposit', [
    'Log in, open <strong>Deposit</strong> from the header or side menu, choose a payment method and enter the amount.',
    '<ul><li>GCash and Maya: credited within one minute</li><li>Online banking: up to 15 minutes</li><li>Minimum deposit: ₱100</li></ul>',
    'If a deposit has not arrived after 30 minutes, contact customer service with your reference number.',
  ]],
  withdraw: ['How to Withdraw', [
    'Open <strong>Withdraw</strong>, choose your verified account, enter the amount and your payment password.',
    'Withdrawals are usually processed within 15 minutes. Any bonus turnover must be completed first.',
    'After the money arrives, please confirm receipt in your transaction history. If you do not confirm, the withdrawal counts as received after the stated time.',
  ]],
  'responsible-gaming': ['Responsible Gaming', [
    'Gaming should be entertainment. Only play with money you can afford to lose and never chase losses.',
    'You can set daily, weekly or monthly deposit limits, take a break, or self-exclude from your member centre at any time.',
    'You must be <strong>18 years or older</strong> to play. If gaming stops being fun, talk to our support team or a local help line.',
  ]],
  terms: ['Terms and Conditions', [
    'By registering you confirm that you are at least 18 years old and that the information you give is true.',
    'One account per person, household, payment method and device. Bonuses are subject to their own terms and turnover requirements.',
    'We may suspend accounts involved in fraud, bonus abuse or collusion, and void the winnings concerned.',
  ]],
  privacy: ['Privacy Policy', [
    'We collect only the data needed to run your account: your user name, contact details, payment details and game history.',
    'Your data is stored encrypted and is never sold. We share it only with payment providers and regulators when the law requires it.',
    'You may ask for a copy of your data or for its deletion by contacting customer service.',
  ]],
  faq: ['Frequently Asked Questions', [
    '<strong>I forgot my password.</strong> Use “Forgot password” on the login window to reset it by e-mail or mobile number.',
    '<strong>Can I try games for free?</strong> Yes: games with a Free Trial button can be played with play money, even without an account.',
    '<strong>Why was my deposit not credited?</strong> Most deposits arrive within minutes. If not, send your reference number to customer service.',
  ]],
};

const TY: Record<(typeof HELP_TAGS)[number], Entry> = {
  about: ['Tungkol sa Amin', [
    'Ang Gamehall ay isang online gaming lobby para sa mga manlalaro sa Pilipinas, na may slots, live casino, sports, esports, fishing, poker, lotto at sabong mula sa mahigit apatnapung lisensiyadong provider.',
    'Kami ay lisensiyado at regulado, at bawat laro sa site ay mula sa provider na sinuri at may sertipikadong random number generator.',
    'Handang tumulong ang aming support team <strong>24 oras bawat araw</strong> sa live chat, Telegram, WhatsApp at e-mail.',
  ]],
  deposit: ['Paano Magdeposito', [
    'Mag-log in, buksan ang <strong>Deposito</strong> mula sa header o side menu, pumili ng paraan ng pagbabayad at ilagay ang halaga.',
    '<ul><li>GCash at Maya: pumapasok sa loob ng isang minuto</li><li>Online banking: hanggang 15 minuto</li><li>Pinakamababang deposito: ₱100</li></ul>',
    'Kung hindi pa pumapasok ang deposito pagkalipas ng 30 minuto, makipag-ugnayan sa customer service dala ang iyong reference number.',
  ]],
  withdraw: ['Paano Mag-withdraw', [
    'Buksan ang <strong>Withdraw</strong>, piliin ang iyong beripikadong account, ilagay ang halaga at ang iyong payment password.',
    'Karaniwang napoproseso ang withdrawal sa loob ng 15 minuto. Kailangang matapos muna ang turnover ng anumang bonus.',
    'Pagdating ng pera, pakikumpirma ang pagtanggap sa iyong transaction history. Kung hindi mo ito kukumpirmahin, ituturing itong natanggap pagkalipas ng itinakdang oras.',
  ]],
  'responsible-gaming': ['Responsableng Paglalaro', [
    'Ang paglalaro ay dapat para sa libangan. Gamitin lamang ang perang kaya mong mawala at huwag habulin ang talo.',
    'Maaari kang magtakda ng arawan, lingguhan o buwanang limitasyon sa deposito, magpahinga, o i-exclude ang sarili mula sa iyong member centre anumang oras.',
    'Kailangang <strong>18 taong gulang pataas</strong> ka para maglaro. Kung hindi ka na nasisiyahan, kausapin ang aming support team o isang lokal na help line.',
  ]],
  terms: ['Mga Tuntunin at Kundisyon', [
    'Sa pagrehistro, kinukumpirma mo na ikaw ay hindi bababa sa 18 taong gulang at totoo ang impormasyong ibinigay mo.',
    'Isang account lamang bawat tao, sambahayan, paraan ng pagbabayad at device. Ang mga bonus ay may sariling tuntunin at turnover.',
    'Maaari naming suspindihin ang mga account na sangkot sa pandaraya, pang-aabuso sa bonus o sabwatan, at ipawalang-bisa ang kaugnay na panalo.',
  ]],
  privacy: ['Patakaran sa Privacy', [
    'Kinokolekta lamang namin ang datos na kailangan para patakbuhin ang iyong account: user name, contact details, detalye ng pagbabayad at kasaysayan ng laro.',
    'Naka-encrypt ang iyong datos at hindi kailanman ibinebenta. Ibinabahagi lamang ito sa mga payment provider at regulator kapag hinihingi ng batas.',
    'Maaari kang humingi ng kopya ng iyong datos o ipabura ito sa pamamagitan ng customer service.',
  ]],
  faq: ['Mga Madalas Itanong', [
    '<strong>Nakalimutan ko ang aking password.</strong> Gamitin ang “Nakalimutan ang password” sa login window para i-reset ito sa e-mail o mobile number.',
    '<strong>Puwede ko bang subukan ang mga laro nang libre?</strong> Oo: ang mga larong may Free Trial na button ay malalaro gamit ang play money, kahit walang account.',
    '<strong>Bakit hindi pumasok ang aking deposito?</strong> Karamihan ng deposito ay pumapasok sa loob ng ilang minuto. Kung hindi, ipadala ang reference number sa customer service.',
  ]],
};

const html = (paragraphs: readonly string[]): string => paragraphs.map((p) => (p.startsWith('<ul>') ? p : `<p>${p}</p>`)).join('');

/**
 * The help topics of both languages.
 * @returns EN topics then TY topics, in {@link HELP_TAGS} order
 */
export function buildHelpTopics(): SeedHelpTopic[] {
  const out: SeedHelpTopic[] = [];
  for (const [language, table] of [['EN', EN], ['TY', TY]] as const) {
    HELP_TAGS.forEach((tag, index) => {
      const [title, paragraphs] = table[tag];
      out.push({ tag, language, title, content: html(paragraphs), sort: index + 1 });
    });
  }
  return out;
}
