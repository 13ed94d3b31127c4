/**
 * `@gamehall/auth`: the account flows of spec §2 "Modals", §4, §5, §6 and §8 — login (username
 * and SMS), captcha, SMS codes, registration, forgot and change password, trial login, logout
 * and session restore — as redux-saga flows, formik forms and ui-kit dialogs.
 *
 * This entry is tiny on purpose (it ships on the player home page): everything heavy (the
 * slice, the sagas, formik, yup, the forms) is one lazily loaded chunk.
 *
 * - {@link loadAuthFlows}`(store)`: loads the chunk and starts the auth saga (which first
 *   restores a session from session storage or `?token=`). Call it at start when a token exists.
 * - {@link AccountModals}: render once in the app layout; shows the open account modal.
 * - {@link LoginForm} (`agent` for agent-web's /agent page), {@link HeaderLoginForm} (desktop
 *   header).
 * - The flows are driven by shell's actions: modals open with `accountModalOpened` /
 *   `loginPopupRequested`, logout is `logoutRequested` (after the in_sure_logout confirm). The
 *   forms dispatch auth's own login actions; nothing outside the package needs them.
 *
 * The sagas navigate with the app's `navigate` from saga context (`configureAppStore({
 * sagaContext: { navigate } })`): agent login → `/agentHome`, registration and password reset →
 * `/`, logout → `/` (replace), a `?token=` is dropped from the URL (replace).
 *
 * @packageDocumentation
 */
export { loadAuthFlows, type AuthFlows } from './loadAuthFlows';
export { AccountModals, LoginForm, type AccountModalsProps, type LoginFormProps } from './components/AccountModals/AccountModals';
export { HeaderLoginForm } from './components/HeaderLoginForm/HeaderLoginForm';
