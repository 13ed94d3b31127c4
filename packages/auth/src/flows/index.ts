/**
 * The auth flows chunk (loaded lazily by `loadAuthFlows` and the lazy components): the auth slice
 * (injected into shell's root reducer when this module loads), the root saga, the forms and the
 * modals. Not part of the package's public entry: import `@gamehall/auth` instead.
 */
export { authSaga } from './model/authSaga';
export {
  authSlice,
  injectedAuthSlice,
  initialAuthState,
  type AuthError,
  type AuthState,
  type SmsPurpose,
  firstTimeLogin,
  passwordChangeRequired,
  loginCompleted,
  loginFailed,
} from './model/authSlice';
export { LoginForm, DEFAULT_DIALING_CODE, type LoginFormProps } from './components/LoginForm/LoginForm';
export { RegisterForm } from './components/RegisterForm/RegisterForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm/ForgotPasswordForm';
export { ChangePasswordForm } from './components/ChangePasswordForm/ChangePasswordForm';
export { AccountModalsContent, ChangePasswordModal } from './components/AccountModalsContent/AccountModalsContent';
