/**
 * The member centre's frame (spec §2 `/member`): on a phone (below {@link MEMBER_DESKTOP_QUERY})
 * one column, the `/member` index listing the pages and each page headed by a back link to it;
 * on desktop the menu sits beside the page and `/member` opens the first page.
 */
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { selectMember, useAppSelector } from '@gamehall/shell';
import { cx, icons, useMediaQuery } from '@gamehall/ui-kit';
import { MEMBER_PAGES, type MemberPage } from '../pages';
import { memberPaths } from '../paths';
import { MemberIcon } from './memberIcons';
import styles from './MemberLayout.module.css';

/** From this width the menu sits beside the page (docs/architecture.md "Design": desktop from 1280 px). */
export const MEMBER_DESKTOP_QUERY = '(min-width: 1280px)';

/** The member at the top of the menu: nickname (else the account name) and account name. */
function MemberSummary() {
  const { t } = useTranslation('member');
  const member = useAppSelector(selectMember);
  if (!member) return null;
  return (
    <div className={styles.summary}>
      <span className={styles.avatar} aria-hidden="true">
        {(member.nickname || member.account).charAt(0).toUpperCase()}
      </span>
      <div>
        <p className={styles.greeting}>{t('member_greeting', { name: member.nickname || member.account })}</p>
        <p className={styles.account}>{t('member_account_name', { account: member.account })}</p>
      </div>
    </div>
  );
}

/** The list of pages: icon, label and badge per page; the current page is marked. */
function MemberMenu() {
  const { t } = useTranslation('member');
  // Page labels are the header menus' words: core keys or the `account` namespace's.
  const { t: label } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('member_menu')}>
      <ul className={styles.menu}>
        {MEMBER_PAGES.map((page) => (
          <li key={page.id}>
            <Link to={page.path} className={cx(styles.menuItem, page.path === pathname && styles.active)} aria-current={page.path === pathname ? 'page' : undefined}>
              <MemberIcon id={page.id} />
              <span className={styles.menuLabel}>{label(page.labelKey)}</span>
              {page.Badge ? (
                <Suspense fallback={null}>
                  <page.Badge />
                </Suspense>
              ) : null}
              <icons.chevronRight size={16} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Held in the page's place while its chunk loads. */
function PageSkeleton() {
  return <div className={styles.pageSkeleton} aria-busy="true" />;
}

/**
 * Replaces the location with `to` once rendered (a cheaper `Navigate`).
 *
 * @param props - `to`: the path
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** The `/member` index: on a phone the member and the list of pages; on desktop the first page (replaced). */
function MemberIndex() {
  const { t } = useTranslation('member');
  const desktop = useMediaQuery(MEMBER_DESKTOP_QUERY);
  const first = MEMBER_PAGES[0];
  if (desktop && first) return <Redirect to={first.path} />;
  return (
    <div className={styles.index}>
      <h1 className={styles.title}>{t('member_centre')}</h1>
      <MemberSummary />
      <MemberMenu />
    </div>
  );
}

/** Props of {@link MemberLayout}. */
export interface MemberLayoutProps {
  /** The page shown, or none for the `/member` index. */
  page: MemberPage | undefined;
}

/**
 * The member centre's frame around `page`: the menu beside it (desktop) or the page alone
 * headed by a back link (phone); the page is a lazy chunk (a skeleton meanwhile). Without a page
 * it shows the index.
 */
export function MemberLayout({ page }: MemberLayoutProps) {
  const { t } = useTranslation('member');
  const { t: label } = useTranslation('account');
  const desktop = useMediaQuery(MEMBER_DESKTOP_QUERY);
  return (
    <div className={cx(styles.layout, desktop && styles.desktop)} data-layout={desktop ? 'desktop' : 'phone'}>
      {desktop ? (
        <aside className={styles.aside}>
          <MemberSummary />
          <MemberMenu />
        </aside>
      ) : null}
      <section className={styles.main}>
        {page ? (
          <>
            <header className={styles.pageHeader}>
              {desktop ? null : (
                <Link to={memberPaths.root} className={styles.back}>
                  <icons.chevronLeft size={18} />
                  {t('member_back')}
                </Link>
              )}
              <h1 className={styles.title}>{label(page.labelKey)}</h1>
            </header>
            <Suspense fallback={<PageSkeleton />}>
              <page.Page />
            </Suspense>
          </>
        ) : (
          <MemberIndex />
        )}
      </section>
    </div>
  );
}
