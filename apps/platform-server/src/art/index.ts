/**
 * Generated art (docs/architecture.md "Art"): pure SVG renderers, deterministic from their input, with no
 * external references and the system font stack. The server serves them under `/art/...`.
 */
export { renderAvatar } from './avatar.ts';
export { type BannerInput, renderBanner } from './banner.ts';
export { type GameIconInput, renderGameIcon } from './gameIcon.ts';
export { renderFallbackIcon, renderLicence, renderLogo } from './misc.ts';
export { escapeXml } from './svg.ts';
export { type VendorLogoInput, renderVendorLogo } from './vendorLogo.ts';
