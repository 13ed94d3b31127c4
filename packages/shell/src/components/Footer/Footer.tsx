import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { useGetGameMenusQuery, useGetHelpCenterQuery } from '../../api/shellApi';
import { gameTypePath } from '../../navigation/paths';
import { findResource, FALLBACK_ICON_PATH, useImageUrl, useSiteSettings } from '../../site/siteSettings';
import { LicenceDialog } from '../LicenceDialog/LicenceDialog';
import styles from './Footer.module.css';

/** Vendors whose logos the footer shows, in this order (spec §2 "Footer"). */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** Social links of the footer: resource type and label (spec §2: "if configured"). */
const SOCIAL = [
  { resourceType: 'SOCIAL_WHATSAPP', key: 'social_whatsapp', label: 'WhatsApp' },
  { resourceType: 'SOCIAL_FACEBOOK', key: 'social_facebook', label: 'Facebook' },
  { resourceType: 'SOCIAL_TELEGRAM', key: 'social_telegram', label: 'Telegram' },
] as const;

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The year in the copyright line (default: the current year). */
  year?: number;
}

/**
 * The site footer (spec §2 "Footer"): help centre topics (`/help#<tag>`, opening the help modal),
 * products (the categories), social links configured in the site resources, vendor logos of
 * PG, EG2, PT, JDB, CQ9, FC, JL and BGS, the licence link, `responsible_gaming` and the copyright.
 * Its texts are in the `shell` namespace, which `AppLayout` loads with the footer's chunk.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation('shell');
  const site = useSiteSettings();
  const imageUrl = useImageUrl();
  const { data: help } = useGetHelpCenterQuery();
  const { data: menus = [] } = useGetGameMenusQuery();
  const [licenceOpen, setLicenceOpen] = useState(false);
  const topics = [...(help?.list ?? [])].sort((a, b) => a.sort - b.sort);
  const products = [...menus].sort((a, b) => a.sort - b.sort);
  const social = SOCIAL.map((s) => ({ ...s, url: findResource(site, s.resourceType) })).filter((s) => s.url);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {topics.length > 0 ? (
            <section className={styles.column} aria-labelledby="footer-help">
              <h2 id="footer-help" className={styles.heading}>
                {t('help_centre')}
              </h2>
              <ul className={styles.links}>
                {topics.map((topic) => (
                  <li key={topic.tag}>
                    <Link className={styles.link} to={`/help#${encodeURIComponent(topic.tag)}`}>
                      {topic.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {products.length > 0 ? (
            <section className={styles.column} aria-labelledby="footer-products">
              <h2 id="footer-products" className={styles.heading}>
                {t('products')}
              </h2>
              <ul className={styles.links}>
                {products.map((menu) => (
                  <li key={menu.gameType}>
                    <Link className={styles.link} to={gameTypePath(menu.gameType)}>
                      {t(`game_type_${menu.gameType}`, { defaultValue: menu.title })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {social.length > 0 ? (
            <section className={styles.column} aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                {t('follow_us')}
              </h2>
              <ul className={styles.links}>
                {social.map((s) => (
                  <li key={s.resourceType}>
                    <a className={styles.link} href={s.url} target="_blank" rel="noopener noreferrer">
                      {t(s.key, { defaultValue: s.label })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('vendors')}
          </h2>
          <ul className={styles.vendors}>
            {FOOTER_VENDORS.map((code) => (
              <li key={code}>
                <img
                  className={styles.vendorLogo}
                  src={imageUrl(`/art/vendor/${code}.svg`)}
                  alt={code}
                  width={96}
                  height={48}
                  loading="lazy"
                  onError={(e) => {
                    const fallback = imageUrl(FALLBACK_ICON_PATH);
                    if (e.currentTarget.src !== fallback) e.currentTarget.src = fallback;
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.bottom}>
          <button type="button" className={styles.licence} onClick={() => setLicenceOpen(true)}>
            {t('legal_licence')}
          </button>
          <span className={styles.age}>{t('responsible_gaming')}</span>
          <small className={styles.copyright}>{t('copyright', { year, site: site?.siteName ?? 'Gamehall' })}</small>
        </div>
      </div>
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
    </footer>
  );
}
