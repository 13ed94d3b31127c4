// The stack floor of `pnpm bench` (issue 14): one page built from exactly the player site's
// stack — React 19, react-router's data router, RTK Query, a running redux-saga middleware and
// i18next with react-i18next — that renders an h1 and the first page of the RNG game list from
// the platform server. Its Lighthouse figures are what our home page is compared against: the
// cost of the stack itself, with nothing of ours on top. Not part of the app; built by
// bench/floor/build.mjs.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import createSagaMiddleware from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';

/** One game of the platform's game list (spec §7 GCSGAME_gameList), the fields the floor shows. */
interface Game {
  gameCode: string;
  gameName: string;
}

/** The platform's answer envelope with a game page. */
interface GamePage {
  success: boolean;
  value: { games: Game[] };
}

// The lobby's request shape (packages/api-client transport): Merchant, Language and Device headers.
const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      headers.set('Merchant', 'GH01');
      headers.set('Language', 'EN');
      headers.set('Device', 'web');
      return headers;
    },
  }),
  endpoints: (build) => ({
    gameList: build.query<Game[], undefined>({
      query: () => 'wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18&language=EN',
      transformResponse: (page: GamePage) => page.value.games,
    }),
  }),
});

/** A saga that runs for the page's life, as the player site's sagas do (it counts the fulfilled queries). */
function* rootSaga() {
  let answers = 0;
  yield takeEvery((action: { type: string }) => action.type.endsWith('/fulfilled'), () => {
    answers += 1;
    document.documentElement.dataset.answers = String(answers);
  });
}

const saga = createSagaMiddleware();
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware as Middleware, saga),
});
saga.run(rootSaga);

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: { en: { translation: { title: 'Slots', loading: 'Loading games…' } } },
  interpolation: { escapeValue: false },
});

function Games() {
  const { t } = useTranslation();
  const { data } = api.useGameListQuery(undefined);
  return (
    <main>
      <h1>{t('title')}</h1>
      {data ? (
        <ul>
          {data.map((game) => (
            <li key={game.gameCode}>{game.gameName}</li>
          ))}
        </ul>
      ) : (
        <p>{t('loading')}</p>
      )}
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Games /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
