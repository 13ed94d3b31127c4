/** The play popups' chunk: loaded by {@link LobbyPopups} the first time a popup is shown. */
import { GamePopup } from './GamePopup/GamePopup';
import { VendorGameListPopup } from './VendorGameListPopup/VendorGameListPopup';

/** The vendor game list popup, with the game popup over it. */
export function PlayPopups() {
  return (
    <>
      <VendorGameListPopup />
      <GamePopup />
    </>
  );
}
