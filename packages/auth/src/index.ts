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
 * - {@link LoginForm} (`agent` for agent-web's /agent page), {@link ChangePasswordModal},
 *   {@link HeaderLoginForm} (desktop header).
 * - Actions: {@link loginRequested}, {@link trialLoginRequested}, {@link loginCancelled}. Logout is
 *   shell's `logoutRequested` (after the in_sure_logout confirm); modals open with shell's
 *   `accountModalOpened` / `loginPopupRequested`.
 *
 * The sagas navigate with the app's `navigate` from saga context (`configureAppStore({
 * sagaContext: { navigate } })`): agent login → `/agentHome`, registration and password reset →
 * `/`, logout → `/` (replace), a `?token=` is dropped from the URL (replace).
 *
 * @packageDocumentation
 */
export { loginRequested, trialLoginRequested, loginCancelled, type LoginRequest } from './actions';
export { loadAuthFlows, type AuthFlows } from './loadAuthFlows';
export { readRememberedUsername, REMEMBER_COOKIE, LAST_USER_COOKIE } from './rememberedUser';
export { AccountModals, LoginForm, ChangePasswordModal, type AccountModalsProps, type LoginFormProps } from './components/AccountModals/AccountModals';
export { HeaderLoginForm } from './components/HeaderLoginForm/HeaderLoginForm';
